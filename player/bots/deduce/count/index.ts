// Exact probabilities: per card and holder, the share of the deals consistent with the grid that put the card
// there. Cards in one fine class are interchangeable, so the per-class count divides evenly among them.
// The count has a budget of work (dp.ts); past it, the probabilities are estimated from samples of the
// consistent deals (estimate.ts) and say so.
import { cell, NO, YES, type Grid } from "../grid";
import { countDeals, type Counted } from "./dp";
import { estimate, type Estimate } from "./estimate";
import { layersOf, type Layers } from "./levels";
import { keyOf, recall, remember } from "./memo";
import { orderAndCost } from "./order";
import { problemOf, type Problem } from "./problem";

export interface Counts {
  /** Consistent deals (assignments of every card to a holder); 0 when the knowledge is impossible. When
   * `estimated`, they were not counted and 1 stands for "at least one" (the sampler started from one). */
  deals: number;
  /** card * holderCount + holder: the probability, exactly 0 or 1 when certain (when exact). */
  p: Float64Array;
  /** Set when the count passed its budget and `p` is an estimate from this many samples. */
  estimated: { samples: number } | null;
}

/**
 * The most work (dp.ts) an exact count may take. Every position of the shipped editions' real games (up to
 * 6 seats) counts well within it; at 10 seats of Master Detective's size most positions past the first
 * rounds do not, and an exact count there takes up to a hundred times the sampler's time.
 */
const COUNT_BUDGET = 20_000;
/** The order search's estimate of the work (order.ts) is up to this many times the work itself. */
const ESTIMATE_SLACK = 16;

export function countGrid(g: Grid, budget = COUNT_BUDGET): Counts {
  const m = g.model;
  const H = m.holderCount;
  const p = new Float64Array(m.cardCount * H);
  if (g.contradiction) return { deals: 0, p, estimated: null };
  // The order is searched only for a position not counted just before (memo.ts).
  const problem = problemOf(g, false);
  const key = keyOf(g, problem, budget);
  const known = recall(g, key);
  if (known) return known;
  ({ order: problem.order, cost: problem.cost } = orderAndCost(problem, problem.order));
  const counts = counted(g, problem, budget, p);
  remember(g, key, counts);
  return counts;
}

function counted(g: Grid, problem: Problem, budget: number, p: Float64Array): Counts {
  // The order search's estimate is high more often than low: far past the budget, do not even start (nor
  // build the layers).
  const layers = problem.cost > ESTIMATE_SLACK * budget ? null : layersOf(problem);
  const counted = layers ? countDeals(layers, budget) : null;
  if (layers && counted) return fromCount(g, problem, layers, counted, p);
  const e = estimate(problem, g.model.holderCount);
  if (e) return fromSamples(g, problem, e, p);
  // No deal to start from within the search's budget (rare: the deal is nearly forced): count it all.
  const all = layers ?? layersOf(problem);
  return fromCount(g, problem, all, countDeals(all) as Counted, p);
}

function fromCount(g: Grid, problem: Problem, layers: Layers, counted: Counted, p: Float64Array): Counts {
  const m = g.model;
  const H = m.holderCount;
  const { total, taken } = counted;
  if (total === 0) return { deals: 0, p, estimated: null };
  for (let c = 0; c < m.cardCount; c++) for (let h = 0; h < H; h++) if (cell(g, c, h) === YES) p[c * H + h] = 1;
  const fineCount = layers.fine.length;
  const row = new Float64Array(H);
  layers.fine.forEach((positions, j) => {
    row.fill(0);
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
  return { deals: total, p, estimated: null };
}

/** Half a sample for each holder a card may have: an open cell never reads as certain (0 or 1). */
const PRIOR = 0.5;

function fromSamples(g: Grid, problem: Problem, e: Estimate, p: Float64Array): Counts {
  const m = g.model;
  const H = m.holderCount;
  for (let c = 0; c < m.cardCount; c++) for (let h = 0; h < H; h++) if (cell(g, c, h) === YES) p[c * H + h] = 1;
  problem.cards.forEach((c, pos) => {
    const allowed = problem.allowed[pos] ?? 0;
    let open = 0;
    for (let h = 0; h < H; h++) open += (allowed >> h) & 1;
    for (let h = 0; h < H; h++)
      if ((allowed >> h) & 1)
        p[c * H + h] = open === 1 ? 1 : ((e.hits[pos * H + h] ?? 0) + PRIOR) / (e.samples + PRIOR * open);
  });
  return { deals: 1, p, estimated: { samples: e.samples } };
}
