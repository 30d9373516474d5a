// The order in which holders are filled decides how many states and moves the count goes through (a factor
// of five between orders is common). The envelope goes first (the kinds of its cards matter to no one
// else); the seats and the pool follow in the order that minimises an estimate of the moves: for each
// holder, the count vectors possible before it times the ways it can pick from the groups it sees. The
// estimate depends only on the set of holders still to come, so a search over those sets finds the best
// order: a shortest-path search (`bestFirst`) that works out few of them, the same as the DP over all of
// them (`everySet`, which it falls back on when the numbers get too big to add exactly).
import { scratch, setCosts, type SetCosts } from "./order-sets";
import type { Problem } from "./problem";

/** Below this many unplaced cards any order is cheap; the search would cost more than it saves. */
const SEARCH_FROM_CARDS = 12;
/** Past this many holders the search over their sets would cost more than any count it could save. */
const SEARCH_TO_HOLDERS = 12;

/** The order, and the estimate of its moves (0 when no search was made: the count is cheap then). */
export function orderAndCost(p: Problem, holders: readonly number[]): { order: number[]; cost: number } {
  const first = holders.includes(p.envelope) ? [p.envelope] : [];
  const rest = holders.filter((h) => h !== p.envelope);
  if (
    p.cards.length < SEARCH_FROM_CARDS ||
    rest.length < 3 ||
    rest.length > SEARCH_TO_HOLDERS ||
    p.atLeastOne.length === 0
  )
    return { order: [...first, ...rest], cost: 0 };
  const costs = setCosts(p, rest);
  const found = bestFirst(rest.length, costs) ?? everySet(rest.length, costs);
  return { order: [...first, ...found.picks.map((x) => rest[x] ?? 0)], cost: found.cost };
}

interface Found {
  /** Indexes into the holders still to come, first to last. */
  picks: number[];
  cost: number;
}

/**
 * The search over every set of holders still to come, from the smallest: per set, the cheapest estimate of
 * filling it (its term for the holder that comes first plus the rest's), the lowest holder index on ties.
 */
export function everySet(n: number, costs: SetCosts): Found {
  const best = new Float64Array(1 << n).fill(Infinity);
  const pick = new Int32Array(1 << n).fill(-1);
  best[0] = 0;
  for (let set = 1; set < 1 << n; set++) {
    const terms = costs.terms(set);
    for (let m = set; m !== 0; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      const cost = (terms[x] ?? 0) + (best[set & ~(1 << x)] ?? 0);
      if (cost < (best[set] ?? Infinity)) {
        best[set] = cost;
        pick[set] = x;
      }
    }
  }
  const picks: number[] = [];
  for (let set = (1 << n) - 1; set > 0;) {
    const x = pick[set] ?? 0;
    picks.push(x);
    set &= ~(1 << x);
  }
  return { picks, cost: best[(1 << n) - 1] ?? 0 };
}

/**
 * The same order and estimate as `everySet`, looking at far fewer sets (about one in eight at 10 seats): a
 * shortest-path search from the full set down to the empty one, where a set costs what was spent filling
 * the holders before it, so sets only reached through dear first holders are never worked out. The
 * estimates are integers; while the best is below 2^53 every sum is exact and the two searches agree on
 * every tie (null past that: the caller uses `everySet`).
 */
export function bestFirst(n: number, costs: SetCosts): Found | null {
  const full = (1 << n) - 1;
  // spent[set]: the least estimate of filling the holders outside `set` first; final once the set is taken.
  const spent = scratch.floats(0, 1 << n).fill(Infinity);
  const taken = scratch.bytes(2, 1 << n).fill(0);
  // Written for a set when it is taken, read only for taken sets.
  const termOf = scratch.floats(1, (1 << n) * n);
  const heap = HEAP;
  heap.size = 0;
  spent[full] = 0;
  heap.push(full, 0);
  let total = Infinity;
  while (heap.size > 0) {
    const set = heap.pop();
    if (taken[set]) continue;
    const s = spent[set] ?? 0;
    // Every set as cheap as the best whole order is taken (ties included), and no other.
    if (s > total) break;
    taken[set] = 1;
    if (set === 0) {
      total = s;
      continue;
    }
    const terms = costs.terms(set);
    for (let m = set; m !== 0; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      const t = terms[x] ?? 0;
      termOf[set * n + x] = t;
      const to = set & ~(1 << x);
      if (s + t < (spent[to] ?? Infinity)) {
        spent[to] = s + t;
        heap.push(to, s + t);
      }
    }
  }
  if (!(total < 2 ** 53)) return null;
  // A taken set lies on a cheapest order when a holder's step from it leads to one that does at no extra cost.
  const onBest = scratch.bytes(3, 1 << n).fill(0);
  onBest[0] = 1;
  const step = (set: number, x: number): boolean => {
    const to = set & ~(1 << x);
    return onBest[to] === 1 && spent[to] === (spent[set] ?? 0) + (termOf[set * n + x] ?? 0);
  };
  for (let set = 1; set <= full; set++) {
    if (!taken[set]) continue;
    for (let m = set; m !== 0 && !onBest[set]; m &= m - 1) if (step(set, 31 - Math.clz32(m & -m))) onBest[set] = 1;
  }
  // From the full set, the lowest holder index whose step stays on a cheapest order (everySet's tie rule).
  const picks: number[] = [];
  for (let set = full; set > 0;) {
    let x = 0;
    for (let m = set; m !== 0; m &= m - 1) if (step(set, (x = 31 - Math.clz32(m & -m)))) break;
    picks.push(x);
    set &= ~(1 << x);
  }
  return { picks, cost: total };
}

/** A binary heap of sets by a cost, cheapest first (a set may be in it more than once; the caller skips stale ones). */
class Heap {
  size = 0;
  private items = new Int32Array(64);
  private keys = new Float64Array(64);

  push(x: number, k: number): void {
    if (this.size === this.items.length) {
      const items = new Int32Array(this.size * 2);
      const keys = new Float64Array(this.size * 2);
      items.set(this.items);
      keys.set(this.keys);
      this.items = items;
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if ((this.keys[up] ?? 0) <= k) break;
      this.items[i] = this.items[up] ?? 0;
      this.keys[i] = this.keys[up] ?? 0;
      i = up;
    }
    this.items[i] = x;
    this.keys[i] = k;
  }

  pop(): number {
    const top = this.items[0] ?? 0;
    const n = --this.size;
    const x = this.items[n] ?? 0;
    const k = this.keys[n] ?? 0;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && (this.keys[c + 1] ?? 0) < (this.keys[c] ?? 0)) c++;
      if ((this.keys[c] ?? 0) >= k) break;
      this.items[i] = this.items[c] ?? 0;
      this.keys[i] = this.keys[c] ?? 0;
      i = c;
    }
    this.items[i] = x;
    this.keys[i] = k;
    return top;
  }
}

/** The search's heap, kept from one search to the next. */
const HEAP = new Heap();
