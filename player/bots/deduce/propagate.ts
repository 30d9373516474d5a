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

/** Applies every rule until none finds anything new (or the grid contradicts itself). */
export function settle(g: Grid): void {
  for (let changed = true; changed && !g.contradiction; ) {
    changed = false;
    for (const rule of RULES) changed = rule.apply(g) || changed;
  }
}
