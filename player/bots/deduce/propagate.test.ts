import { describe, expect, it } from "vitest";
import { deduce } from "./deduce";
import { propagateKnowledge } from "./tracker";
import { cell, NO, UNKNOWN, YES, type Grid } from "./grid";
import { cardIndex, table } from "./testing/fixtures";
import { positions } from "./testing/positions";
import { rng } from "./testing/rng";
import type { Knowledge } from "./types";
import { quick } from "../../../test/quick";

const ENVELOPE = 4;
function grid(k: Knowledge): Grid {
  const r = propagateKnowledge(k);
  if (!r.ok) throw new Error(r.error.message);
  return r.grid;
}
const at = (g: Grid, id: string, h: number) => cell(g, cardIndex(id), h);
const factAt = (g: Grid, id: string, h: number) => g.facts[g.factAt[cardIndex(id) * g.model.holderCount + h] ?? -1];

describe("propagation", () => {
  it("knows the observer's hand and nothing else of it", () => {
    const g = grid(table([]));
    expect(at(g, "knife", 0)).toBe(YES);
    expect(at(g, "knife", 2)).toBe(NO);
    expect(at(g, "rope", 0)).toBe(NO);
    expect(at(g, "rope", 2)).toBe(UNKNOWN);
  });

  it("reads passes and shown cards, citing the events", () => {
    const g = grid(
      table([
        { kind: "suggestion", by: 1, cards: ["plum", "rope", "hall"], passed: [2], disprover: 3 },
        { kind: "suggestion", by: 0, cards: ["plum", "wrench", "lounge"], passed: [1], disprover: 2, shown: "wrench" },
      ]),
    );
    expect(at(g, "hall", 2)).toBe(NO);
    expect(factAt(g, "hall", 2)?.events).toEqual([0]);
    expect(at(g, "wrench", 2)).toBe(YES);
    expect(at(g, "wrench", ENVELOPE)).toBe(NO);
    expect(factAt(g, "wrench", ENVELOPE)?.reason).toEqual({ rule: "elsewhere", at: 2 });
    expect(factAt(g, "wrench", ENVELOPE)?.events).toEqual([1]);
  });

  it("never assumes a suggester lacks the cards it named", () => {
    const g = grid(
      table([{ kind: "suggestion", by: 1, cards: ["plum", "rope", "hall"], passed: [2, 3, 0], disprover: null }]),
    );
    expect(at(g, "plum", 1)).toBe(UNKNOWN);
    expect(at(g, "plum", ENVELOPE)).toBe(UNKNOWN);
  });

  it("resolves 'holds one of these three' when two are ruled out", () => {
    const g = grid(
      table([
        { kind: "suggestion", by: 1, cards: ["plum", "rope", "hall"], passed: [], disprover: 2 },
        { kind: "suggestion", by: 3, cards: ["plum", "wrench", "hall"], passed: [0, 1, 2], disprover: null },
      ]),
    );
    expect(at(g, "rope", 2)).toBe(YES);
    expect(factAt(g, "rope", 2)?.reason).toMatchObject({ rule: "disproved", event: 0 });
    expect(factAt(g, "rope", 2)?.events).toEqual([0, 1]);
  });

  it("fills a hand whose possible cards equal its size, and empties a full one", () => {
    // Seat 3 holds 4 cards and passes on twelve of the sixteen cards the observer does not hold.
    const triples: [string, string, string][] = [
      ["mustard", "candlestick", "conservatory"],
      ["white", "lead-pipe", "dining-room"],
      ["green", "revolver", "billiard-room"],
      ["peacock", "rope", "library"],
    ];
    const g = grid(
      table(triples.map((cards) => ({ kind: "suggestion" as const, by: 2, cards, passed: [3, 0], disprover: 1 }))),
    );
    for (const id of ["plum", "wrench", "lounge", "hall"]) {
      expect(at(g, id, 3)).toBe(YES);
      expect(factAt(g, id, 3)?.reason).toMatchObject({ rule: "needsAll" });
    }
    expect(at(g, "hall", ENVELOPE)).toBe(NO);
  });

  it("puts a card in the envelope when it is the last of its kind there", () => {
    const g = grid(
      table([
        { kind: "shown", card: "mustard", by: 1 },
        { kind: "shown", card: "white", by: 1 },
        { kind: "shown", card: "green", by: 2 },
        { kind: "shown", card: "peacock", by: 3 },
      ]),
    );
    expect(at(g, "plum", ENVELOPE)).toBe(YES);
    expect(factAt(g, "plum", ENVELOPE)?.reason).toEqual({ rule: "needsAll", size: 1, kind: "suspect" });
  });

  it("uses wrong accusations", () => {
    const g = grid(
      table([
        { kind: "faceUp", holder: 1, cards: ["mustard", "white", "green", "peacock", "candlestick"] },
        { kind: "shown", card: "lead-pipe", by: 2 },
        { kind: "shown", card: "revolver", by: 2 },
        { kind: "shown", card: "rope", by: 3 },
        { kind: "accusation", by: 3, cards: ["plum", "wrench", "hall"], correct: false },
      ]),
    );
    expect(at(g, "plum", ENVELOPE)).toBe(YES);
    expect(at(g, "wrench", ENVELOPE)).toBe(YES);
    expect(at(g, "hall", ENVELOPE)).toBe(NO);
    expect(factAt(g, "hall", ENVELOPE)?.reason).toMatchObject({ rule: "wrongAccusation", event: 4 });
  });

  it("reports a contradiction instead of throwing", () => {
    const d = deduce(table([{ kind: "shown", card: "knife", by: 2 }]));
    expect(d.ok && d.deals).toBe(0);
    expect(d.ok && d.contradiction).toMatch(/"knife" .* contradicts/);
  });

  // Positions per seat count: fewer in the quick tier.
  const POSITIONS = quick(150, 50);
  it("is never contradicted by the exact count, which extends it (3 to 6 seats)", () => {
    let extended = 0;
    for (const seats of [3, 4, 5, 6]) {
      let n = 0;
      for (const { knowledge } of positions(rng(77 + seats), seats, 5)) {
        if (n++ >= POSITIONS) break;
        const d = deduce(knowledge);
        if (!d.ok) throw new Error(d.error.message);
        expect(d.deals).toBeGreaterThan(0);
        for (let c = 0; c < knowledge.cards.length; c++)
          for (let h = 0; h < d.holderCount; h++) {
            const said = cell(d.grid, c, h);
            const exact = d.cells[c * d.holderCount + h];
            if (said === YES) expect(exact).toBe("yes");
            if (said === NO) expect(exact).toBe("no");
            if (said === UNKNOWN && exact !== "maybe") extended++;
          }
        for (const f of d.facts.slice(d.propagated)) expect(f.reason.rule).toBe("counting");
      }
    }
    expect(extended).toBeGreaterThan(0);
  });
});
