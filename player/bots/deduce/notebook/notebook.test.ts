import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../../test/editions";
import { CARDS, table } from "../testing/fixtures";
import { namesFromEdition } from "./names";
import { notebook, type Notebook } from "./notebook";

const classic = loadEdition("classic").edition;
const names = namesFromEdition(classic, ["scarlett", "mustard", "white", "green"]);

function book(...events: Parameters<typeof table>[0]): Notebook {
  const nb = notebook(table(events), names);
  if (!nb.ok) throw new Error(nb.error.message);
  return nb;
}
const cellOf = (nb: Notebook, card: string, column: number) => nb.rows.find((r) => r.card === card)?.cells[column];

describe("notebook", () => {
  it("has a row per card and a column per holder, in the edition's names", () => {
    const nb = book();
    expect(nb.rows.map((r) => r.card)).toEqual(CARDS.map((c) => c.id));
    expect(nb.columns.map((c) => c.name)).toEqual(["You", "Colonel Mustard", "Mrs. White", "Mr. Green", "The Case File"]);
    expect(nb.rows[0]?.name).toBe("Miss Scarlett");
  });

  it("explains a pass in one sentence with the seat's pronoun", () => {
    const nb = book({ kind: "suggestion", by: 1, cards: ["plum", "rope", "hall"], passed: [2], disprover: 3 });
    const c = cellOf(nb, "rope", 2);
    expect(c?.state).toBe("no");
    expect(c?.p).toBe(0);
    expect(c?.reasons).toEqual(["Mrs. White could not disprove Professor Plum / Rope / Hall, so she holds none of them."]);
    expect(c?.events).toEqual([0]);
  });

  it("chains reasons: a shown card is nowhere else", () => {
    const nb = book({ kind: "suggestion", by: 0, cards: ["plum", "wrench", "lounge"], passed: [1], disprover: 2, shown: "wrench" });
    expect(cellOf(nb, "wrench", 2)?.reasons).toEqual(["Mrs. White showed you Wrench."]);
    expect(cellOf(nb, "wrench", 4)?.reasons).toEqual([
      "Mrs. White holds Wrench, so it is not in the Case File.",
      "Mrs. White showed you Wrench.",
    ]);
    expect(cellOf(nb, "wrench", 4)?.state).toBe("no");
  });

  it("gives probabilities that sum to one per card", () => {
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
    const c = cellOf(nb, "plum", 3);
    expect(c?.state).toBe("no");
    expect(c?.reasons).toEqual(["No deal that fits what you have seen puts Professor Plum with Mr. Green."]);
  });

  it("explains a hand filled by its only possible cards", () => {
    const triples: [string, string, string][] = [
      ["mustard", "candlestick", "conservatory"], ["white", "lead-pipe", "dining-room"],
      ["green", "revolver", "billiard-room"], ["peacock", "rope", "library"],
    ];
    const nb = book(...triples.map((cards) => ({ kind: "suggestion" as const, by: 2, cards, passed: [3, 0], disprover: 1 })));
    expect(cellOf(nb, "hall", 3)?.reasons[0]).toBe("Only 4 cards can be with Mr. Green, who holds 4, so he holds Hall.");
  });

  it("names the envelope's cards once certain", () => {
    const nb = book(
      { kind: "faceUp", holder: 1, cards: ["mustard", "white", "green", "peacock", "candlestick"] },
      { kind: "shown", card: "lead-pipe", by: 2 }, { kind: "shown", card: "revolver", by: 2 }, { kind: "shown", card: "rope", by: 3 },
      { kind: "shown", card: "conservatory", by: 2 }, { kind: "shown", card: "dining-room", by: 2 },
      { kind: "shown", card: "billiard-room", by: 3 }, { kind: "shown", card: "library", by: 3 }, { kind: "shown", card: "lounge", by: 3 },
    );
    expect(nb.solution).toEqual({ suspect: "plum", weapon: "wrench", room: "hall" });
    expect(cellOf(nb, "plum", 4)?.reasons[0]).toBe("Professor Plum is the only suspect that can still be in the Case File.");
  });

  it("speaks of the pool in The Office's words", () => {
    const office = loadEdition("the-office").edition;
    const n = namesFromEdition(office, office.suspects.slice(0, 4).map((s) => s.id));
    expect(n.pool).toBe("the face-down rumor cards in the Sales Dept.");
    expect(n.terms.envelope).toBe("yellow envelope");
  });
});
