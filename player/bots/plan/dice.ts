// The chance of each number of steps a turn's roll gives, from the edition's dice (a special face such as
// the question mark walks no step). The mean roll alone hides what matters: a room 3 squares away is
// reached almost always with two dice, one 9 away about a quarter of the time.
import type { CompiledEdition } from "../../../schemas/graph";

/**
 * `p[k]`: the chance that a roll gives exactly k steps; `atLeast[k]`: that it gives k or more;
 * `within[t][s]`: that the rolls of t + 1 turns add up to s steps or more (`within[0]` is `atLeast`), for
 * the AHEAD turns a bot plans.
 */
export interface StepOdds {
  p: Float64Array;
  atLeast: Float64Array;
  max: number;
  within: Float64Array[];
}

/** Turns a bot plans ahead. */
export const AHEAD = 3;

const made = new WeakMap<CompiledEdition, StepOdds>();

export function stepOdds(compiled: CompiledEdition): StepOdds {
  let odds = made.get(compiled);
  if (!odds) made.set(compiled, (odds = build(compiled)));
  return odds;
}

function build(compiled: CompiledEdition): StepOdds {
  let dist = [1];
  for (const die of compiled.edition.rules.dice) {
    const faces = die.faces.map((f) => (f === "?" ? 0 : f));
    const next = Array<number>(dist.length + Math.max(0, ...faces)).fill(0);
    dist.forEach((q, k) => {
      for (const f of faces) next[k + f] = (next[k + f] ?? 0) + q / Math.max(1, faces.length);
    });
    dist = next;
  }
  const p = Float64Array.from(dist);
  const atLeast = new Float64Array(p.length + 1);
  for (let k = p.length - 1; k >= 0; k--) atLeast[k] = (atLeast[k + 1] ?? 0) + (p[k] ?? 0);
  // The steps of t turns: the one roll's chances convolved t times.
  const within: Float64Array[] = [atLeast];
  let sum = p;
  for (let t = 1; t < AHEAD; t++) {
    const next = new Float64Array(sum.length + p.length - 1);
    sum.forEach((a, i) => p.forEach((b, j) => (next[i + j] = (next[i + j] ?? 0) + a * b)));
    sum = next;
    const w = new Float64Array(sum.length + 1);
    for (let k = sum.length - 1; k >= 0; k--) w[k] = (w[k + 1] ?? 0) + (sum[k] ?? 0);
    within.push(w);
  }
  return { p, atLeast, max: p.length - 1, within };
}
