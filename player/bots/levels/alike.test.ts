// Suggestions and rooms skipped as alike (information.ts's `alike`, ask.ts's `roomQuestions`), on positions
// from real games: the best question is the one weighing every pair and every room would find, to the last
// bit, and the skipping does happen.
import { describe, expect, it } from "vitest";
import { deduce } from "../deduce";
import { rng } from "../deduce/testing/rng";
import { realPositions } from "../testing/real-games";
import { ASK, bestQuestion, roomQuestions } from "./ask";
import { firstOfEach, score, type BestSuggestion } from "./information";
import { planInputs } from "./hard.testing";

describe("cards and rooms alike", () => {
  it("leave the best question as weighing every pair and every room gives it", () => {
    let skippedCards = 0;
    let skippedRooms = 0;
    let cases = 0;
    for (const seats of [3, 4, 6]) {
      const positions = realPositions(rng(40 + seats), seats, 5);
      for (let i = 0; i < 20; i++) {
        const { knowledge } = positions.next().value as { knowledge: Parameters<typeof deduce>[0] };
        const d = deduce(knowledge);
        if (!d.ok || d.deals === 0) continue;
        const { pr, gains, order, suspects, weapons, rooms } = planInputs(d);
        const watching = seats - 1;
        skippedCards +=
          suspects.length +
          weapons.length -
          firstOfEach(pr, gains, suspects).length -
          firstOfEach(pr, gains, weapons).length;
        const question = roomQuestions(pr, order, suspects, weapons, gains, watching);
        const worked = new Set<BestSuggestion>();
        for (const room of rooms) {
          // Every pair, in order, a later one taking the best only when it scores more.
          let every: BestSuggestion = { suspect: suspects[0] ?? 0, weapon: weapons[0] ?? 0, entropy: -1e9, gain: 0 };
          for (const s of suspects)
            for (const w of weapons) {
              const x = score(pr, order, gains, s, w, room, undefined, watching, ASK);
              if (x.entropy > every.entropy + 1e-12) every = x;
            }
          const best = bestQuestion(pr, order, suspects, weapons, room, gains, undefined, watching);
          expect(best).toEqual(every);
          const asked = question(room);
          expect(asked).toEqual(every);
          if (worked.has(asked)) skippedRooms++;
          worked.add(asked);
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(300);
    expect(skippedCards).toBeGreaterThan(50);
    expect(skippedRooms).toBeGreaterThan(50);
  });
});
