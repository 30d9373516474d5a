// One search from a node agrees with the compiled table of steps into rooms, and distances are symmetric.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../../test/editions";
import { distancesFrom, roomDistance } from "./distances";

describe("distancesFrom", () => {
  for (const id of EDITIONS)
    it(`${id}: agrees with roomDist, and both ways`, () => {
      const compiled = loadEdition(id);
      const g = compiled.graph;
      for (let j = 0; j < g.roomCount; j++) {
        const d = distancesFrom(g, g.squareCount + j);
        for (let n = 0; n < g.nodeCount; n++) expect(d[n]).toBe(roomDistance(g, n, j));
      }
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: g.nodeCount - 1 }),
          fc.integer({ min: 0, max: g.nodeCount - 1 }),
          (a, b) => {
            const ab = distancesFrom(g, a)[b];
            expect(distancesFrom(g, b)[a]).toBe(ab);
          },
        ),
        { numRuns: 300, seed: 3 },
      );
    });
});
