// A board past DENSE_SQUARES has no ball table: its exact-roll searches cut by the steps to the squares
// wanted (cut.ts) and have no empty-board table. The answers must be the very same: the shipped editions,
// searched both ways, over generated positions; and a generated board past the limit against the plain
// reference search.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile } from "../../../compiler/compile";
import { bigBoard } from "../../../test/big/board";
import { EDITIONS, loadEdition } from "../../../test/editions";
import { referenceDestinations } from "../../../test/movement/reference";
import type { BoardGraph } from "../../../schemas/graph";
import { contextOf } from "../context";
import { destinations, type MoveRules } from "./destinations";
import { DENSE_SQUARES, tablesFor, withoutBall } from "./tables";
import { quick } from "../../../test/quick";

// Positions per shipped edition: fewer in the quick tier.
const RUNS = quick(3_000, 1_000);

function positions(graph: BoardGraph, maxSteps: number) {
  return fc.record({
    from: fc.integer({ min: 0, max: graph.nodeCount - 1 }),
    steps: fc.integer({ min: 1, max: maxSteps }),
    blockers: fc.uniqueArray(fc.integer({ min: 0, max: graph.squareCount - 1 }), { maxLength: 8 }),
  });
}

const query = (graph: BoardGraph, from: number, steps: number, blockers: number[]) => {
  const tokens = blockers.filter((b) => b !== from);
  const occupied = new Uint8Array(graph.squareCount);
  for (const b of tokens) occupied[b] = 1;
  return { from, steps, occupied, tokens, noEnter: from >= graph.squareCount ? from : -1 };
};

describe("exact rolls without the ball table", () => {
  for (const id of EDITIONS)
    it(`${id}: the same destinations with and without it`, () => {
      const compiled = loadEdition(id);
      const sparse = withoutBall(compiled.graph);
      expect(tablesFor(sparse).ball.length).toBe(0);
      const rules: MoveRules = { ...contextOf(compiled).move, exact: true };
      fc.assert(
        fc.property(positions(compiled.graph, 12), ({ from, steps, blockers }) => {
          const q = query(compiled.graph, from, steps, blockers);
          expect(destinations(sparse, rules, q)).toEqual(destinations(compiled.graph, rules, q));
        }),
        { numRuns: RUNS, seed: 5 },
      );
    });

  it("a board past the limit agrees with the reference search", () => {
    const compiled = compile({ file: "edition.yaml", text: bigBoard(60) }).compiled!;
    expect(compiled.graph.squareCount).toBeGreaterThan(DENSE_SQUARES);
    expect(tablesFor(compiled.graph).ball.length).toBe(0);
    const rules = contextOf(compiled).move;
    fc.assert(
      fc.property(positions(compiled.graph, 9), ({ from, steps, blockers }) => {
        // Tokens near the start, where they get in the way.
        const near = blockers.map((b) =>
          from < compiled.graph.squareCount
            ? (from + (b % 7) - 3 + compiled.graph.squareCount) % compiled.graph.squareCount
            : b,
        );
        const q = query(compiled.graph, from, steps, [...new Set(near)]);
        expect(destinations(compiled.graph, rules, q)).toEqual(referenceDestinations(compiled.graph, rules, q));
      }),
      { numRuns: 1_000, seed: 9 },
    );
  });
});
