// The hard bot's question in a room: information.ts's measure of what a suggestion teaches (`teaches`), with
// the hard level's charges for what the watching opponents learn. Nobody disproving is charged at half
// information.ts's default (WEIGHTS.none): measured against medium bots (classic, seeds 5, 9 and 31, 2,000
// games each), hard's share rose from 1.44 to 1.50 at 3 seats and from 1.44 to 1.47 at 4 with 1.5 bits per
// pair of watching opponents against 3; 0, 0.75 and 5 did worse than either. Such a question teaches the
// bot a good deal, and the table does not turn it into an accusation as often as the full charge assumed.
// (Weighing room cards above the others, as the scarcer kind, another charge for who answers (0.25, 0.3 or
// 0.5) and another weight of the deal (0.03 or 0.3) won nothing or lost.)
import { solvesOnNone, teaches, WEIGHTS, type BestSuggestion, type EnvelopeGains, type Probabilities } from "./information";

export interface AskWeights {
  deal: number;
  who: number;
  none: number;
}

export const ASK: AskWeights = { deal: WEIGHTS.deal, who: WEIGHTS.who, none: 1.5 };

/**
 * The suspect and weapon to name in `room` (card indexes), by what the answer teaches (envelope first, the
 * deal a tenth), less who answers and, per pair of opponents watching, the chance nobody disproves unless
 * that settles the envelope; `bonus[card]` is added for naming a card (pull.ts). Its own cards are named
 * when that teaches most: the answer is then about the other cards alone.
 */
export function bestQuestion(pr: Probabilities, order: readonly number[], suspects: readonly number[], weapons: readonly number[], room: number, gains: EnvelopeGains, bonus: Float64Array | undefined, watching: number, w: AskWeights = ASK): BestSuggestion {
  const leak = (w.none * Math.max(0, watching - 1)) / 2;
  // Past three opponents the entropy of who answers grows with the seats faster than what it tells them.
  const who = (w.who * 3) / Math.max(3, watching);
  let best: BestSuggestion = { suspect: suspects[0] ?? 0, weapon: weapons[0] ?? 0, entropy: -1e9, gain: 0 };
  for (const s of suspects)
    for (const x of weapons) {
      const t = teaches(pr, order, gains, s, x, room);
      const gain = t.envelope + w.deal * t.deal;
      const charged = leak > 0 && t.none > 0 && !solvesOnNone(gains, s, x, room) ? leak * t.none : 0;
      const e = gain - who * t.who - charged + (bonus ? (bonus[s] ?? 0) + (bonus[x] ?? 0) + (bonus[room] ?? 0) : 0);
      if (e > best.entropy + 1e-12) best = { suspect: s, weapon: x, entropy: e, gain };
    }
  return best;
}
