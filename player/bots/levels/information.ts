// How much a suggestion is expected to teach: the entropy of its answer (who disproves, and which card the
// suggester is shown), from the exact probabilities of where each card lies. Seats are asked in turn from
// the suggester's left; a seat holding several of the named cards shows one of them.
export interface Probabilities {
  /** card * holders + holder. */
  p: Float64Array;
  holders: number;
}

export function answerEntropy(pr: Probabilities, order: readonly number[], triple: readonly number[]): number {
  const { p, holders } = pr;
  let reach = 1;
  let h = 0;
  for (const seat of order) {
    let none = 1;
    let sum = 0;
    for (const c of triple) {
      const x = p[c * holders + seat] ?? 0;
      none *= 1 - x;
      sum += x;
    }
    const q = 1 - none;
    if (q > 1e-12 && sum > 0)
      for (const c of triple) {
        const outcome = (reach * q * (p[c * holders + seat] ?? 0)) / sum;
        if (outcome > 1e-12) h -= outcome * Math.log2(outcome);
      }
    reach *= none;
    if (reach < 1e-12) return h;
  }
  return reach > 1e-12 ? h - reach * Math.log2(reach) : h;
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
      const e = answerEntropy(pr, order, [s, w, room]);
      if (e > best.entropy + 1e-12) best = { suspect: s, weapon: w, entropy: e };
    }
  return best;
}
