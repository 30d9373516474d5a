// The hard bot's question, on positions from real games (4 seats, three opponents watching): with
// information.ts's weights it asks what information.ts's own choice asks, and with its lighter charge for
// nobody disproving it sometimes asks a question more likely to go unanswered, exactly where that teaches
// it more.
import { describe, expect, it } from "vitest";
import { deduce } from "../deduce";
import { rng } from "../deduce/testing/rng";
import { realPositions } from "../testing/real-games";
import { ASK, bestQuestion } from "./ask";
import { askOrder, bestSuggestion, envelopeGains, teaches, WEIGHTS } from "./information";

interface Case {
  ask: (weights: typeof ASK) => ReturnType<typeof bestQuestion>;
  info: () => ReturnType<typeof bestSuggestion>;
  none: (s: number, w: number) => number;
}

function cases(n: number): Case[] {
  const out: Case[] = [];
  const positions = realPositions(rng(14), 4, 4);
  while (out.length < n) {
    const { knowledge } = positions.next().value as { knowledge: Parameters<typeof deduce>[0] };
    const d = deduce(knowledge);
    if (!d.ok || d.deals === 0 || d.solution.suspect) continue;
    const m = d.model;
    const pr = { p: d.p, holders: d.holderCount };
    const gains = envelopeGains(pr, m.envelope, m.pool, m.kind);
    const order = askOrder(m.observer, m.seats);
    const ofKind = (k: number) => Array.from(m.kind.keys()).filter((c) => m.kind[c] === k);
    const [suspects, weapons, rooms] = [ofKind(0), ofKind(1), ofKind(2)];
    const room = rooms[out.length % rooms.length] as number;
    out.push({
      ask: (w) => bestQuestion(pr, order, suspects, weapons, room, gains, undefined, 3, w),
      info: () => bestSuggestion(pr, order, suspects, weapons, room, gains, undefined, 3),
      none: (s, w) => teaches(pr, order, gains, s, w, room).none,
    });
  }
  return out;
}

describe("the hard bot's question", () => {
  const all = cases(60);

  it("is information.ts's choice under information.ts's weights", () => {
    for (const c of all) {
      const [a, b] = [c.ask(WEIGHTS), c.info()];
      expect([a.suspect, a.weapon]).toEqual([b.suspect, b.weapon]);
      expect(a.entropy).toBeCloseTo(b.entropy, 12);
    }
  });

  it("risks nobody disproving where that teaches it more than the full charge allowed", () => {
    let differ = 0;
    for (const c of all) {
      const [light, full] = [c.ask(ASK), c.ask(WEIGHTS)];
      if (light.suspect === full.suspect && light.weapon === full.weapon) continue;
      differ++;
      expect(light.gain).toBeGreaterThan(full.gain);
      expect(c.none(light.suspect, light.weapon)).toBeGreaterThan(c.none(full.suspect, full.weapon));
    }
    expect(differ).toBeGreaterThan(0);
  });
});
