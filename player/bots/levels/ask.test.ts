// The hard bot's question, on positions from real games (4 seats, three opponents watching): with its
// lighter charge for nobody disproving it sometimes asks a question more likely to go unanswered than
// information.ts's weights would, exactly where that teaches it more.
import { describe, expect, it } from "vitest";
import { deduce } from "../deduce";
import { rng } from "../deduce/testing/rng";
import { realPositions } from "../testing/real-games";
import { ASK, bestQuestion } from "./ask";
import { planInputs } from "./hard.testing";
import { teaches, WEIGHTS } from "./information";

interface Case {
  ask: (weights: typeof ASK) => ReturnType<typeof bestQuestion>;
  none: (s: number, w: number) => number;
  who: (s: number, w: number) => number;
}

function cases(n: number): Case[] {
  const out: Case[] = [];
  const positions = realPositions(rng(14), 4, 4);
  while (out.length < n) {
    const { knowledge } = positions.next().value as { knowledge: Parameters<typeof deduce>[0] };
    const d = deduce(knowledge);
    if (!d.ok || d.deals === 0 || d.solution.suspect) continue;
    const { pr, gains, order, suspects, weapons, rooms } = planInputs(d);
    const room = rooms[out.length % rooms.length] as number;
    out.push({
      ask: (w) => bestQuestion(pr, order, suspects, weapons, room, gains, undefined, 3, w),
      none: (s, w) => teaches(pr, order, gains, s, w, room).none,
      who: (s, w) => teaches(pr, order, gains, s, w, room).who,
    });
  }
  return out;
}

describe("the hard bot's question", () => {
  const all = cases(60);

  it("risks nobody disproving where that teaches it more than the full charge allowed", () => {
    let differ = 0;
    for (const c of all) {
      const [light, full] = [c.ask(ASK), c.ask(WEIGHTS)];
      if (light.suspect === full.suspect && light.weapon === full.weapon) continue;
      differ++;
      // What it teaches net of who answers (charged alike under both weights, three opponents watching).
      const net = (q: typeof light) => q.gain - ASK.who * c.who(q.suspect, q.weapon);
      expect(net(light)).toBeGreaterThan(net(full));
      expect(c.none(light.suspect, light.weapon)).toBeGreaterThan(c.none(full.suspect, full.weapon));
    }
    expect(differ).toBeGreaterThan(0);
  });
});
