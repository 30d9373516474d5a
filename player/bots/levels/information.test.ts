// What a suggestion is expected to teach, on probabilities made up for the purpose.
import { describe, expect, it } from "vitest";
import { bestSuggestion, envelopeGains, solvesOnNone, teaches, type Probabilities } from "./information";

// Cards: 0 a suspect, 1-4 weapons, 5 a room. Holders: 0 the suggester, 1 another seat, 2 the envelope, 3 the pool.
const kinds = Uint8Array.from([0, 1, 1, 1, 1, 2]);
const H = 4;
function probabilities(rows: number[][]): Probabilities {
  return { p: Float64Array.from(rows.flat()), holders: H };
}
// The suspect and the room are known to be in the envelope; weapon 1 lies in the pool; weapons 2-4 are each
// with seat 1 (two of them) or in the envelope (one).
const late = probabilities([
  [0, 0, 1, 0],
  [0, 0, 0, 1],
  [0, 2 / 3, 1 / 3, 0],
  [0, 2 / 3, 1 / 3, 0],
  [0, 2 / 3, 1 / 3, 0],
  [0, 0, 1, 0],
]);

describe("what a suggestion teaches about the envelope", () => {
  it("gives nothing for naming a card known to lie in the pool, however sure nobody is to disprove it", () => {
    const gains = envelopeGains(late, 2, 3, kinds);
    expect(gains.whole[1]).toBe(0);
    expect(teaches(late, [1], gains, 0, 1, 5).envelope).toBe(0);
    expect(teaches(late, [1], gains, 0, 2, 5).envelope).toBeGreaterThan(0.5);
  });

  it("names a weapon that may still be in the envelope", () => {
    const gains = envelopeGains(late, 2, 3, kinds);
    const best = bestSuggestion(late, [1], [0], [1, 2, 3, 4], 5, gains);
    expect([2, 3, 4]).toContain(best.weapon);
  });

  it("values nobody disproving a card by the envelope's share of its chances against the pool's", () => {
    const shared = probabilities([
      [0, 0, 1, 0],
      [0, 0, 0.5, 0.5],
      [0, 1, 0, 0],
      [0, 0, 0.5, 0.5],
      [0, 1, 0, 0],
      [0, 0, 1, 0],
    ]);
    const gains = envelopeGains(shared, 2, 3, kinds);
    // Two weapons share the envelope's weapon evenly: one bit; each is the envelope's half the time.
    expect(gains.whole[1]).toBeCloseTo(0.5, 9);
    expect(gains.drop[1]).toBeCloseTo(1, 9);
  });

  it("knows when nobody disproving would settle the envelope, and how likely that is", () => {
    const gains = envelopeGains(late, 2, 3, kinds);
    // Weapon 2 is with seat 1 two times in three: nobody disproves a third of the time, and then it is the
    // envelope's weapon, the last card missing. Weapon 1 lies in the pool: nobody disproving settles nothing.
    expect(teaches(late, [1], gains, 0, 2, 5).none).toBeCloseTo(1 / 3, 9);
    expect(solvesOnNone(gains, 0, 2, 5)).toBe(true);
    expect(solvesOnNone(gains, 0, 1, 5)).toBe(false);
  });
});

describe("a question whose answer has been shown before", () => {
  // Cards: 0 and 1 suspects, 2 and 3 weapons, 4 a room. Seat 1 holds weapon 2 and one of the suspects; the
  // envelope holds weapon 3, the room and the other suspect.
  const kinds5 = Uint8Array.from([0, 0, 1, 1, 2]);
  const rows = [
    [0, 0.5, 0.5, 0],
    [0, 0.5, 0.5, 0],
    [0, 1, 0, 0],
    [0, 0, 1, 0],
    [0, 0, 1, 0],
  ];
  const plain: Probabilities = { p: Float64Array.from(rows.flat()), holders: H };
  const shown = new Uint8Array(5 * H);
  shown[2 * H + 1] = 1;

  it("teaches nothing when the disprover has shown the suggester one of the named cards: it shows that one again", () => {
    const gains = envelopeGains(plain, 2, 3, kinds5);
    // Counted as a fresh answer, seat 1 shows the suspect a third of the time, and that settles the suspect.
    expect(teaches(plain, [1], gains, 0, 2, 4).envelope).toBeCloseTo(1 / 3, 9);
    const again = teaches({ ...plain, shown }, [1], gains, 0, 2, 4);
    expect(again).toEqual({ envelope: 0, deal: 0, who: 0, none: 0 });
    // Naming the other weapon still teaches what it did.
    expect(teaches({ ...plain, shown }, [1], gains, 0, 3, 4)).toEqual(teaches(plain, [1], gains, 0, 3, 4));
  });
});
