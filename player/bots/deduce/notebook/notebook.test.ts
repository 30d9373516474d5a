import { describe, expect, it } from "vitest";
import { CARDS, table } from "../testing/fixtures";
import { rng } from "../testing/rng";
import { realGame } from "../../testing/real-games";
import type { Knowledge } from "../types";
import { notebook, type Notebook } from "./notebook";
import type { Why, WhyCode } from "./reasons";

function bookOf(k: Knowledge): Notebook {
  const nb = notebook(k);
  if (!nb.ok) throw new Error(nb.error.message);
  return nb;
}
const book = (...events: Parameters<typeof table>[0]) => bookOf(table(events));
const cellOf = (nb: Notebook, card: string, column: number) => nb.rows.find((r) => r.card === card)?.cells[column];
const first = (nb: Notebook, card: string, column: number): Why | undefined => cellOf(nb, card, column)?.reasons[0];

describe("notebook", () => {
  it("has a row per card and a column per holder, and no words of its own", () => {
    const nb = book();
    expect(nb.rows.map((r) => r.card)).toEqual(CARDS.map((c) => c.id));
    expect(nb.columns).toEqual([
      { holder: 0, size: 5 },
      { holder: 1, size: 5 },
      { holder: 2, size: 4 },
      { holder: 3, size: 4 },
      { holder: "envelope", size: 3 },
    ]);
    expect(nb.observer).toBe(0);
    expect(first(nb, "scarlett", 0)).toEqual({ code: "hand", card: "scarlett", holder: 0, value: "yes" });
    expect(first(nb, "plum", 0)).toEqual({
      code: "full",
      card: "plum",
      holder: 0,
      value: "no",
      kind: null,
      known: ["scarlett", "knife", "kitchen", "ballroom", "study"],
    });
  });

  it("explains a pass by the record, the suggester and the three names", () => {
    const nb = book({ kind: "suggestion", by: 1, cards: ["plum", "rope", "hall"], passed: [2], disprover: 3 });
    const c = cellOf(nb, "rope", 2);
    expect(c?.state).toBe("no");
    expect(c?.p).toBe(0);
    expect(c?.reasons).toEqual([
      { code: "passed", card: "rope", holder: 2, value: "no", record: 0, by: 1, named: ["plum", "rope", "hall"] },
    ]);
    expect(c?.events).toEqual([0]);
  });

  it("chains reasons: a shown card is nowhere else", () => {
    const nb = book({
      kind: "suggestion",
      by: 0,
      cards: ["plum", "wrench", "lounge"],
      passed: [1],
      disprover: 2,
      shown: "wrench",
    });
    const shown = { code: "shown", card: "wrench", holder: 2, value: "yes", record: 0 };
    expect(cellOf(nb, "wrench", 2)?.reasons).toEqual([shown]);
    expect(cellOf(nb, "wrench", 4)?.reasons).toEqual([
      { code: "elsewhere", card: "wrench", holder: "envelope", value: "no", at: 2 },
      shown,
    ]);
    expect(cellOf(nb, "wrench", 4)?.state).toBe("no");
  });

  it("gives probabilities that sum to one per card, and no reasons where unsure", () => {
    const nb = book({ kind: "suggestion", by: 1, cards: ["plum", "rope", "hall"], passed: [2], disprover: 3 });
    for (const row of nb.rows) expect(row.cells.reduce((s, c) => s + c.p, 0)).toBeCloseTo(1, 12);
    const rope = cellOf(nb, "rope", 3);
    expect(rope?.state).toBe("maybe");
    expect(rope?.reasons).toEqual([]);
  });

  it("says so when only counting settles a cell", () => {
    // Mr. Green (4 cards) must hold one of each of four disjoint triples, so he holds nothing else; no single
    // rule sees that.
    const nb = book(
      { kind: "suggestion", by: 1, cards: ["mustard", "candlestick", "conservatory"], passed: [], disprover: 3 },
      { kind: "suggestion", by: 1, cards: ["white", "lead-pipe", "dining-room"], passed: [], disprover: 3 },
      { kind: "suggestion", by: 1, cards: ["green", "revolver", "billiard-room"], passed: [], disprover: 3 },
      { kind: "suggestion", by: 1, cards: ["peacock", "rope", "library"], passed: [], disprover: 3 },
    );
    expect(cellOf(nb, "plum", 3)?.state).toBe("no");
    expect(cellOf(nb, "plum", 3)?.reasons).toEqual([{ code: "counting", card: "plum", holder: 3, value: "no" }]);
  });

  it("explains a hand filled by its only possible cards, and a disprover's one possible card", () => {
    const triples: [string, string, string][] = [
      ["mustard", "candlestick", "conservatory"],
      ["white", "lead-pipe", "dining-room"],
      ["green", "revolver", "billiard-room"],
      ["peacock", "rope", "library"],
    ];
    const nb = book(
      ...triples.map((cards) => ({ kind: "suggestion" as const, by: 2, cards, passed: [3, 0], disprover: 1 })),
    );
    expect(first(nb, "hall", 3)).toEqual({
      code: "needsAll",
      card: "hall",
      holder: 3,
      value: "yes",
      size: 4,
      kind: null,
    });
    const d = book(
      { kind: "suggestion", by: 1, cards: ["plum", "rope", "hall"], passed: [], disprover: 2 },
      { kind: "suggestion", by: 3, cards: ["plum", "rope", "lounge"], passed: [0, 1, 2], disprover: null },
    );
    expect(first(d, "hall", 2)).toEqual({
      code: "disproved",
      card: "hall",
      holder: 2,
      value: "yes",
      record: 0,
      by: 1,
      named: ["plum", "rope", "hall"],
      others: ["plum", "rope"],
    });
  });

  it("names the envelope's cards once certain, and why", () => {
    const nb = book(
      { kind: "faceUp", holder: 1, cards: ["mustard", "white", "green", "peacock", "candlestick"] },
      { kind: "shown", card: "lead-pipe", by: 2 },
      { kind: "shown", card: "revolver", by: 2 },
      { kind: "shown", card: "rope", by: 3 },
      { kind: "shown", card: "conservatory", by: 2 },
      { kind: "shown", card: "dining-room", by: 2 },
      { kind: "shown", card: "billiard-room", by: 3 },
      { kind: "shown", card: "library", by: 3 },
      { kind: "shown", card: "lounge", by: 3 },
    );
    expect(nb.solution).toEqual({ suspect: "plum", weapon: "wrench", room: "hall" });
    expect(first(nb, "plum", 4)).toEqual({
      code: "needsAll",
      card: "plum",
      holder: "envelope",
      value: "yes",
      size: 1,
      kind: "suspect",
    });
    expect(first(nb, "mustard", 1)).toEqual({ code: "faceUp", card: "mustard", holder: 1, value: "yes", record: 0 });
  });

  it("reads accusations both ways", () => {
    const right = book({ kind: "accusation", by: 2, cards: ["plum", "rope", "hall"], correct: true });
    expect(first(right, "rope", 4)).toEqual({
      code: "accused",
      card: "rope",
      holder: "envelope",
      value: "yes",
      record: 0,
      by: 2,
      named: ["plum", "rope", "hall"],
    });
    expect(first(right, "white", 4)).toMatchObject({
      code: "full",
      holder: "envelope",
      value: "no",
      kind: "suspect",
      known: ["plum"],
    });
    const wrong = book(
      { kind: "suggestion", by: 0, cards: ["plum", "rope", "study"], passed: [1, 2, 3], disprover: null },
      { kind: "accusation", by: 2, cards: ["plum", "rope", "hall"], correct: false },
    );
    // Nobody could disprove Plum or Rope, so they are in the envelope and the hall is not.
    expect(first(wrong, "hall", 4)).toEqual({
      code: "wrongAccusation",
      card: "hall",
      holder: "envelope",
      value: "no",
      record: 1,
      by: 2,
      named: ["plum", "rope", "hall"],
      others: ["plum", "rope"],
    });
    expect(first(wrong, "plum", 4)).toMatchObject({ code: "onlyPlace", value: "yes" });
  });

  it("covers the pool: cards laid face up from it and a look at it", () => {
    const k: Knowledge = {
      cards: CARDS,
      seat: 0,
      handSizes: [5, 5, 4],
      poolSize: 4,
      hand: ["scarlett", "knife", "kitchen", "ballroom", "study"],
      events: [
        { kind: "poolSeen", cards: ["plum", "rope", "hall", "lounge"] },
        { kind: "faceUp", holder: "pool", cards: ["plum"] },
      ],
    };
    const nb = bookOf(k);
    expect(nb.columns.map((c) => c.holder)).toEqual([0, 1, 2, "envelope", "pool"]);
    expect(first(nb, "rope", 4)).toEqual({ code: "poolSeen", card: "rope", holder: "pool", value: "yes", record: 0 });
  });

  it("gives every reason code over real games, each a value the UI can word", () => {
    const r = rng(11);
    const codes = new Set<WhyCode>();
    for (let g = 0; g < 6; g++)
      for (const k of realGame(r, 3 + (g % 4), g % 2 === 1).positions.filter((_, i) => i % 3 === 0)) {
        const nb = bookOf(k);
        for (const row of nb.rows)
          for (const cell of row.cells) {
            expect(cell.reasons.length > 0).toBe(cell.state !== "maybe");
            for (const w of cell.reasons) {
              codes.add(w.code);
              expect(typeof w.card).toBe("string");
              if ("record" in w) expect(k.events[w.record]).toBeDefined();
            }
          }
      }
    // faceUp, poolSeen, needsAll and the accusations are rarer in real games: the cases above give them.
    for (const code of [
      "hand",
      "shown",
      "passed",
      "elsewhere",
      "onlyPlace",
      "full",
      "disproved",
      "counting",
    ] as WhyCode[])
      expect(codes).toContain(code);
  });
});
