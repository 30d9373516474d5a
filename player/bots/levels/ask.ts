// The hard bot's question in a room: information.ts's measure of what a suggestion teaches (`teaches`), with
// the hard level's charges for what the watching opponents learn. Nobody disproving is charged at half
// information.ts's default (WEIGHTS.none): measured against medium bots (classic, seeds 5, 9 and 31, 2,000
// games each), hard's share rose from 1.44 to 1.50 at 3 seats and from 1.44 to 1.47 at 4 with 1.5 bits per
// pair of watching opponents against 3; 0, 0.75 and 5 did worse than either. Such a question teaches the
// bot a good deal, and the table does not turn it into an accusation as often as the full charge assumed.
// (Weighing room cards above the others, as the scarcer kind, another charge for who answers (0.25, 0.3 or
// 0.5) and another weight of the deal (0.03 or 0.3) won nothing or lost.)
import {
  alike,
  bestSuggestion,
  WEIGHTS,
  type BestSuggestion,
  type EnvelopeGains,
  type Probabilities,
  type Weights,
} from "./information";

export const ASK: Weights = { ...WEIGHTS, none: 1.5 };

/** information.ts's best suggestion in `room`, under the hard level's weights unless others are given. */
export function bestQuestion(
  pr: Probabilities,
  order: readonly number[],
  suspects: readonly number[],
  weapons: readonly number[],
  room: number,
  gains: EnvelopeGains,
  bonus: Float64Array | undefined,
  watching: number,
  w: Weights = ASK,
): BestSuggestion {
  return bestSuggestion(pr, order, suspects, weapons, room, gains, bonus, watching, w);
}

/**
 * `bestQuestion` for one room after another, a room like one asked about before (information.ts's
 * `alike`) given that one's answer: it would be worked out from the very same numbers. Not with a bonus,
 * which is each room's own.
 */
export function roomQuestions(
  pr: Probabilities,
  order: readonly number[],
  suspects: readonly number[],
  weapons: readonly number[],
  gains: EnvelopeGains,
  watching: number,
): (room: number, bonus?: Float64Array) => BestSuggestion {
  const asked: { room: number; best: BestSuggestion }[] = [];
  return (room, bonus) => {
    const like = bonus ? undefined : asked.find((a) => alike(pr, gains, a.room, room));
    if (like) return like.best;
    const best = bestQuestion(pr, order, suspects, weapons, room, gains, bonus, watching);
    if (!bonus) asked.push({ room, best });
    return best;
  };
}
