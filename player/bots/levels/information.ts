// How much a suggestion is expected to teach: the information its answer (who disproves, and which card
// the suggester is shown) carries about the deal, from the exact probabilities of where each card lies.
// Seats are asked in turn from the suggester's left; a seat holding several of the named cards shows one of
// them at its whim, and that whim teaches nothing, so its entropy is taken off.
export interface Probabilities {
  /** card * holders + holder. */
  p: Float64Array;
  holders: number;
}

const plogp = (x: number) => (x > 1e-12 ? x * Math.log2(x) : 0);

export function answerInformation(pr: Probabilities, order: readonly number[], triple: readonly number[]): number {
  return information(pr, order, triple[0] ?? 0, triple[1] ?? 0, triple[2] ?? 0);
}

/** `answerInformation` of the suggestion of cards s, w and r, with nothing allocated (it runs hundreds of times a turn). */
function information(pr: Probabilities, order: readonly number[], s: number, w: number, r: number): number {
  const { p, holders } = pr;
  let reach = 1;
  let answer = 0;
  let whim = 0;
  for (let i = 0; i < order.length; i++) {
    const seat = order[i] as number;
    const a = p[s * holders + seat] ?? 0;
    const b = p[w * holders + seat] ?? 0;
    const c = p[r * holders + seat] ?? 0;
    const none = (1 - a) * (1 - b) * (1 - c);
    const sum = a + b + c;
    const q = 1 - none;
    if (q > 1e-12 && sum > 0) {
      const k = (reach * q) / sum;
      answer -= plogp(k * a) + plogp(k * b) + plogp(k * c);
      const two = a * b * (1 - c) + a * (1 - b) * c + (1 - a) * b * c;
      whim += reach * (two * 1 + a * b * c * Math.log2(3));
    }
    reach *= none;
    if (reach < 1e-12) return Math.max(0, answer - whim);
  }
  return Math.max(0, answer - plogp(reach) - whim);
}

/** The seats asked in turn after `seat`, all but `seat`. */
export function askOrder(seat: number, seats: number): number[] {
  return Array.from({ length: seats - 1 }, (_, i) => (seat + 1 + i) % seats);
}

export interface BestSuggestion {
  suspect: number;
  weapon: number;
  entropy: number;
}

/** The suspect and weapon (card indexes) whose suggestion in `room` is expected to teach the most. */
export function bestSuggestion(pr: Probabilities, order: readonly number[], suspects: readonly number[], weapons: readonly number[], room: number): BestSuggestion {
  let best: BestSuggestion = { suspect: suspects[0] ?? 0, weapon: weapons[0] ?? 0, entropy: -1 };
  for (const s of suspects)
    for (const w of weapons) {
      const e = information(pr, order, s, w, room);
      if (e > best.entropy + 1e-12) best = { suspect: s, weapon: w, entropy: e };
    }
  return best;
}
