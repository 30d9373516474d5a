// The fast move generator agrees with the plain reference search on a large generated set of positions per
// edition: starts on every kind of node, rolls 1-12, tokens scattered as blockers. Also across every
// combination of the movement options on one board, so options no shipped edition uses are covered too.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { destinations, type MoveRules } from "../../player/engine/movement/destinations";
import { contextOf } from "../../player/engine/context";
import { EDITIONS, loadEdition } from "../editions";
import { referenceDestinations } from "./reference";

function position(squareCount: number, nodeCount: number) {
  return fc.record({
    from: fc.integer({ min: 0, max: nodeCount - 1 }),
    steps: fc.integer({ min: 1, max: 12 }),
    blockers: fc.uniqueArray(fc.integer({ min: 0, max: squareCount - 1 }), { maxLength: 8 }),
    leftRoom: fc.boolean(),
  });
}

/** Fewer positions with CLUE_QUICK=1 (npm run test:quick). */
const QUICK = process.env.CLUE_QUICK === "1";
const POSITIONS = QUICK ? 1_000 : 10_000;
const PER_COMBINATION = QUICK ? 100 : 500;

function check(id: string, rules: MoveRules, runs: number, seed: number): void {
  const { graph } = loadEdition(id);
  fc.assert(
    fc.property(position(graph.squareCount, graph.nodeCount), ({ from, steps, blockers, leftRoom }) => {
      const tokens = blockers.filter((b) => b !== from);
      const occupied = new Uint8Array(graph.squareCount);
      for (const b of tokens) occupied[b] = 1;
      const noEnter = from >= graph.squareCount ? from : leftRoom ? graph.squareCount : -1;
      const q = { from, steps, occupied, tokens, noEnter };
      expect(destinations(graph, rules, q)).toEqual(referenceDestinations(graph, rules, q));
    }),
    { numRuns: runs, seed },
  );
}

describe("legal moves agree with the reference search", () => {
  for (const id of EDITIONS)
    it(`${id}: ${POSITIONS} generated positions under its own rules`, () => {
      check(id, contextOf(loadEdition(id)).move, POSITIONS, 7);
    });

  it("every combination of exact/up-to, passing tokens, doors shut by tokens and stop squares", () => {
    const { graph } = loadEdition("the-office");
    for (const exact of [true, false])
      for (const passThrough of [true, false])
        for (const doorsBlocked of [true, false])
          for (const stopping of [true, false]) {
            const stops = stopping ? graph.question : new Uint8Array(graph.squareCount);
            check("the-office", { exact, passThrough, doorsBlocked, stops }, PER_COMBINATION, 11);
          }
  });
});
