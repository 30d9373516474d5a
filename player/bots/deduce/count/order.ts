// The order in which holders are filled decides how many states and moves the count goes through (a factor
// of five between orders is common). The envelope goes first (the kinds of its cards matter to no one
// else); the seats and the pool follow in the order that minimises an estimate of the moves: for each
// holder, the count vectors possible before it times the ways it can pick from the groups it sees. The
// estimate depends only on the set of holders still to come, so a DP over those sets finds the best order.
import type { Problem } from "./problem";

/** Below this many unplaced cards any order is cheap; the search would cost more than it saves. */
const SEARCH_FROM_CARDS = 12;
/** Past this many holders the search over their sets would cost more than any count it could save. */
const SEARCH_TO_HOLDERS = 12;

export function chooseOrder(p: Problem, holders: readonly number[]): number[] {
  return orderAndCost(p, holders).order;
}

/** The order, and the estimate of its moves (0 when no search was made: the count is cheap then). */
export function orderAndCost(p: Problem, holders: readonly number[]): { order: number[]; cost: number } {
  const first = holders.includes(p.envelope) ? [p.envelope] : [];
  const rest = holders.filter((h) => h !== p.envelope);
  if (p.cards.length < SEARCH_FROM_CARDS || rest.length < 3 || rest.length > SEARCH_TO_HOLDERS || p.atLeastOne.length === 0) return { order: [...first, ...rest], cost: 0 };
  const n = rest.length;
  const N = p.cards.length;
  const best = new Float64Array(1 << n).fill(Infinity);
  const pick = new Int32Array(1 << n).fill(-1);
  best[0] = 0;
  // The groups of every set of holders to come (the partition of levels.ts, without the envelope, which
  // is never among them): each set's are those of the set without its first holder, split by that holder.
  const label = new Uint8Array((1 << n) * N);
  const groups = new Int32Array(1 << n);
  groups[0] = N > 0 ? 1 : 0;
  // Per holder, the splits it makes as 0/1 per card: may it hold the card, then is the card in each constraint.
  const splits = rest.map((h) => {
    const may = Uint8Array.from(p.allowed, (a) => (a >> h) & 1);
    const within = p.atLeastOne.filter((a) => a.holder === h).map((a) => {
      const inside = new Uint8Array(N);
      for (const c of a.cards) inside[c] = 1;
      return inside;
    });
    return [may, ...within];
  });
  const ids = new Int16Array(2 * (N + 1));
  const firstOf = new Int32Array(N + 1);
  const size = new Int32Array(N + 1);
  const buffers: [Float64Array, Float64Array] = [new Float64Array(N + 1), new Float64Array(N + 1)];
  for (let set = 1; set < 1 << n; set++) {
    const i = 31 - Math.clz32(set & -set);
    const from = (set & (set - 1)) * N;
    const at = set * N;
    // Split by who may hold each card, then by each of h's constraints: relabel densely after each split.
    let count = groups[set & (set - 1)] ?? 0;
    let src = from;
    for (const split of splits[i] ?? []) (count = relabel(label, src, at, N, count, ids, split)), (src = at);
    groups[set] = count;
    size.fill(0, 0, count);
    for (let c = N - 1; c >= 0; c--) {
      const g = label[at + c] ?? 0;
      size[g] = (size[g] ?? 0) + 1;
      firstOf[g] = c;
    }
    let cards = 0;
    for (let x = 0; x < n; x++) if ((set >> x) & 1) cards += p.need[rest[x] ?? 0] ?? 0;
    const states = vectors(size, count, cards, buffers);
    for (let x = 0; x < n; x++) {
      if (((set >> x) & 1) === 0) continue;
      const hx = rest[x] ?? 0;
      let open = 0;
      for (let g = 0; g < count; g++) if (((p.allowed[firstOf[g] ?? 0] ?? 0) >> hx) & 1) open++;
      const cost = states * choose(open, p.need[hx] ?? 0) + (best[set & ~(1 << x)] ?? 0);
      if (cost < (best[set] ?? Infinity)) (best[set] = cost), (pick[set] = x);
    }
  }
  const order = [...first];
  for (let set = (1 << n) - 1; set > 0; ) {
    const i = pick[set] ?? 0;
    order.push(rest[i] ?? 0);
    set &= ~(1 << i);
  }
  return { order, cost: best[(1 << n) - 1] ?? 0 };
}

/** Labels at `to` = the labels at `from` split by `bit`, numbered densely in order of first card; the count of labels. */
function relabel(label: Uint8Array, from: number, to: number, N: number, count: number, ids: Int16Array, bit: Uint8Array): number {
  ids.fill(-1, 0, 2 * count);
  let next = 0;
  for (let c = 0; c < N; c++) {
    const k = (label[from + c] ?? 0) * 2 + (bit[c] ?? 0);
    let g = ids[k] ?? -1;
    if (g < 0) (g = next++), (ids[k] = g);
    label[to + c] = g;
  }
  return next;
}

/** How many count vectors (0..size per group) add up to `total`: a product of polynomials, in two buffers. */
function vectors(size: Int32Array, groups: number, total: number, buffers: [Float64Array, Float64Array]): number {
  let [a, b] = buffers;
  let len = 1;
  a[0] = 1;
  for (let g = 0; g < groups; g++) {
    const r = (size[g] ?? 0) + 1;
    if (r === 1) continue;
    const next = Math.min(len + r - 1, total + 1);
    // b[j] = a[j - r + 1] + ... + a[j]: a running sum over a window of r.
    let run = 0;
    for (let j = 0; j < next; j++) {
      if (j < len) run += a[j] ?? 0;
      if (j >= r && j - r < len) run -= a[j - r] ?? 0;
      b[j] = run;
    }
    [a, b] = [b, a];
    len = next;
  }
  return len > total ? (a[total] ?? 0) : 0;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.max(r, 0);
}
