// Exact probabilities: per card and holder, the share of the deals consistent with the grid that put the card
// there. Cards in one fine class are interchangeable, so the per-class count divides evenly among them.
import { cell, NO, YES, type Grid } from "../grid";
import { countDeals } from "./dp";
import { layersOf } from "./levels";
import { problemOf } from "./problem";

export interface Counts {
  /** Consistent deals (assignments of every card to a holder); 0 when the knowledge is impossible. */
  deals: number;
  /** card * holderCount + holder: the probability, exactly 0 or 1 when certain. */
  p: Float64Array;
}

export function countGrid(g: Grid): Counts {
  const m = g.model;
  const H = m.holderCount;
  const p = new Float64Array(m.cardCount * H);
  if (g.contradiction) return { deals: 0, p };
  const problem = problemOf(g);
  const layers = layersOf(problem);
  const { total, taken } = countDeals(layers);
  if (total === 0) return { deals: 0, p };
  for (let c = 0; c < m.cardCount; c++)
    for (let h = 0; h < H; h++) if (cell(g, c, h) === YES) p[c * H + h] = 1;
  const fineCount = layers.fine.length;
  layers.fine.forEach((positions, j) => {
    const row = new Float64Array(H);
    let sum = 0;
    layers.levels.forEach((level, b) => {
      const v = (taken[b * fineCount + j] ?? 0) / positions.length;
      row[level.holder] = v;
      sum += v;
    });
    for (const pos of positions) {
      const c = problem.cards[pos] ?? 0;
      for (let h = 0; h < H; h++) if (cell(g, c, h) !== NO) p[c * H + h] = (row[h] ?? 0) / sum;
    }
  });
  return { deals: total, p };
}
