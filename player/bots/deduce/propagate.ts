// Fast propagation: the facts the events state, then every rule of inference to a fixpoint.
import { newGrid, type Grid } from "./grid";
import type { Model } from "./model";
import { RULES, seed } from "./rules";

export function propagate(model: Model): Grid {
  const g = newGrid(model);
  seed(g);
  for (let changed = true; changed && !g.contradiction; ) {
    changed = false;
    for (const rule of RULES) changed = rule.apply(g) || changed;
  }
  return g;
}
