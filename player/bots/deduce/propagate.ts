// Fast propagation: the facts the events state, then every rule of inference to a fixpoint.
import { newGrid, type Grid } from "./grid";
import type { Model } from "./model";
import { RULES, seed } from "./rules";

export function propagate(model: Model, explain = true): Grid {
  const g = newGrid(model, explain);
  seed(g);
  settle(g);
  return g;
}

/** Applies the rules in turn until all of them in a row find nothing new (or the grid contradicts itself). */
export function settle(g: Grid): void {
  for (let i = 0, quiet = 0; quiet < RULES.length && !g.contradiction; i = (i + 1) % RULES.length)
    quiet = (RULES[i] as (typeof RULES)[number]).apply(g) ? 0 : quiet + 1;
}
