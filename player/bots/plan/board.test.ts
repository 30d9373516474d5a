// The bots' `dist` reads the table of steps into rooms when either end is a room and searches otherwise:
// the same figures as one search from the first node, for every kind of pair.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../../test/editions";
import { distancesFrom } from "../../engine/movement/distances";
import { boardInfo, FAR } from "./board";

describe("boardInfo dist", () => {
  for (const id of EDITIONS)
    it(`${id}: equals a search from the first node`, () => {
      const compiled = loadEdition(id);
      const g = compiled.graph;
      const board = boardInfo(compiled);
      const node = fc.integer({ min: 0, max: g.nodeCount - 1 });
      fc.assert(
        fc.property(node, node, (a, b) => {
          expect(board.dist(a, b)).toBe(distancesFrom(g, a)[b]);
        }),
        { numRuns: 500, seed: 4 },
      );
      expect(board.dist(-1, 0)).toBe(FAR);
    });
});
