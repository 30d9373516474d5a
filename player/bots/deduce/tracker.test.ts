// The tracker carries its grid from one knowledge to the next; it must always end where starting over would.
import { describe, expect, it } from "vitest";
import type { Grid } from "./grid";
import { propagateKnowledge, tracker } from "./tracker";
import { rng } from "./testing/rng";
import { CLASSIC, OFFICE, simulateGame } from "./testing/simulate";
import type { Knowledge, KnowledgeEvent } from "./types";
import { quick } from "../../../test/quick";

// Seats and editions cycle every 12 games: the quick tier plays the cycle once (some 2,500 knowledges;
// twice cost it some 10 s of a two-core machine's time, issue 30).
const GAMES = quick(60, 12);

function fresh(k: Knowledge): Grid {
  const r = propagateKnowledge(k, false);
  if (!r.ok) throw new Error(r.error.message);
  return r.grid;
}

/** The knowledge as a seat sees it during a suggestion: passes one by one, then the disprover, then the card. */
function answeredStepByStep(k: Knowledge): Knowledge[] {
  const last = k.events.at(-1);
  if (last?.kind !== "suggestion") return [k];
  const before = k.events.slice(0, -1);
  const at = (e: KnowledgeEvent): Knowledge => ({ ...k, events: [...before, e] });
  const steps: Knowledge[] = [];
  for (let i = 0; i <= last.passed.length; i++)
    steps.push(at({ ...last, passed: last.passed.slice(0, i), disprover: null, shown: null }));
  if (last.disprover !== null) steps.push(at({ ...last, shown: null }), at(last));
  return steps;
}

describe("propagation carried from view to view", () => {
  it("gives the grid of starting over, after every event and every step of a suggestion's answer", () => {
    const r = rng(77);
    let compared = 0;
    let contradictions = 0;
    for (let game = 0; game < GAMES; game++) {
      const seats = 3 + (game % 4);
      const office = game % 3 === 0;
      const g = simulateGame(r, {
        cards: office ? OFFICE : CLASSIC,
        seats,
        equalDeal: office,
        extras: true,
        smart: 0.7,
      });
      const carry = tracker();
      for (const position of g.positions)
        for (const k of answeredStepByStep(position)) {
          const got = carry(k);
          if (!got.ok) throw new Error(got.error.message);
          const want = fresh(k);
          expect(Array.from(got.grid.state)).toEqual(Array.from(want.state));
          expect(got.grid.contradiction === null).toBe(want.contradiction === null);
          if (want.contradiction) contradictions++;
          compared++;
        }
    }
    expect(compared).toBeGreaterThan(2000);
    // Simulated games are truthful: nothing they say can contradict itself.
    expect(contradictions).toBe(0);
  });

  it("starts over when the next knowledge is not the last one continued", () => {
    const r = rng(78);
    const a = simulateGame(r, { cards: CLASSIC, seats: 4, extras: true });
    const b = simulateGame(r, { cards: CLASSIC, seats: 4, extras: true });
    const carry = tracker();
    const late = (g: typeof a) => g.positions[Math.floor(g.positions.length * 0.8)] as Knowledge;
    const early = (g: typeof a) => g.positions[Math.floor(g.positions.length * 0.3)] as Knowledge;
    for (const k of [late(a), late(b), early(a), late(a), { ...late(a), events: late(a).events.slice().reverse() }]) {
      const got = carry(k);
      if (!got.ok) throw new Error(got.error.message);
      expect(Array.from(got.grid.state)).toEqual(Array.from(fresh(k).state));
    }
  });

  it("reports a bad event the way a fresh propagation does", () => {
    const carry = tracker();
    const base: Knowledge = {
      cards: CLASSIC,
      seat: 0,
      handSizes: [6, 6, 6],
      poolSize: 0,
      hand: ["s1", "s2", "w1", "w2", "r1", "r2"],
      events: [],
    };
    expect(carry(base).ok).toBe(true);
    const bad = carry({ ...base, events: [{ kind: "shown", card: "nope", by: 1 }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe("UNKNOWN_CARD");
    expect(carry(base).ok).toBe(true);
  });
});
