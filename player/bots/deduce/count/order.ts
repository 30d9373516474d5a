// The order in which holders are filled decides how many states and moves the count goes through (a factor
// of five between orders is common). The envelope goes first (the kinds of its cards matter to no one
// else); the seats and the pool follow in the order that minimises an estimate of the moves: for each
// holder, the count vectors possible before it times the ways it can pick from the groups it sees. The
// estimate depends only on the set of holders still to come, so a DP over those sets finds the best order.
import { partition } from "./levels";
import type { Problem } from "./problem";

/** Below this many unplaced cards any order is cheap; the search would cost more than it saves. */
const SEARCH_FROM_CARDS = 12;

export function chooseOrder(p: Problem, holders: readonly number[]): number[] {
  const first = holders.includes(p.envelope) ? [p.envelope] : [];
  const rest = holders.filter((h) => h !== p.envelope);
  if (p.cards.length < SEARCH_FROM_CARDS || rest.length < 3 || p.atLeastOne.length === 0) return [...first, ...rest];
  const n = rest.length;
  const best = new Float64Array(1 << n).fill(Infinity);
  const pick = new Int32Array(1 << n).fill(-1);
  best[0] = 0;
  for (let set = 1; set < 1 << n; set++) {
    const future = rest.filter((_, i) => (set >> i) & 1);
    const { bound } = partition(p, future);
    const cards = future.reduce((a, h) => a + (p.need[h] ?? 0), 0);
    const states = vectors(bound.radix, cards);
    for (let i = 0; i < n; i++) {
      if (((set >> i) & 1) === 0) continue;
      const h = rest[i] ?? 0;
      const open = bound.members.filter((m) => ((p.allowed[m[0] ?? 0] ?? 0) >> h) & 1).length;
      const cost = states * choose(open, p.need[h] ?? 0) + (best[set & ~(1 << i)] ?? 0);
      if (cost < (best[set] ?? Infinity)) (best[set] = cost), (pick[set] = i);
    }
  }
  const order = [...first];
  for (let set = (1 << n) - 1; set > 0; ) {
    const i = pick[set] ?? 0;
    order.push(rest[i] ?? 0);
    set &= ~(1 << i);
  }
  return order;
}

/** How many count vectors (0..radix-1 per group) add up to `total`. */
function vectors(radix: readonly number[], total: number): number {
  let poly = [1];
  for (const r of radix) {
    const next = new Array<number>(Math.min(poly.length + r - 1, total + 1)).fill(0);
    poly.forEach((v, i) => {
      for (let t = 0; t < r && i + t <= total; t++) next[i + t] = (next[i + t] ?? 0) + v;
    });
    poly = next;
  }
  return poly[total] ?? 0;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.max(r, 0);
}
