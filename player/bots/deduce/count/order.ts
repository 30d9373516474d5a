// The order in which holders are filled decides how many states and moves the count goes through (a factor
// of five between orders is common). The envelope goes first (the kinds of its cards matter to no one
// else); the seats and the pool follow in the order that minimises an estimate of the moves: for each
// holder, the count vectors possible before it times the ways it can pick from the groups it sees. The
// estimate depends only on the set of holders still to come, so a DP over those sets finds the best order.
import { BINOM, MAX } from "./choices";
import type { Problem } from "./problem";

/** Below this many unplaced cards any order is cheap; the search would cost more than it saves. */
const SEARCH_FROM_CARDS = 12;
/** Past this many holders the search over their sets would cost more than any count it could save. */
const SEARCH_TO_HOLDERS = 12;

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
  const groups = new Int32Array(1 << n);
  groups[0] = N > 0 ? 1 : 0;
  // Per holder, the splits it makes, as one code per card: may it hold the card (bit 0), then is the card in
  // each of its constraints (a bit each), numbered densely. One split by the code is the splits one after another.
  const codes = rest.map((h) => {
    const bits = p.allowed.map((a) => (a >> h) & 1);
    let bit = 2;
    for (const a of p.atLeastOne) {
      if (a.holder !== h) continue;
      for (const c of a.cards) bits[c] = (bits[c] ?? 0) + bit;
      bit *= 2;
    }
    const dense = new Map<number, number>();
    const code = Int32Array.from(bits, (b) => dense.get(b) ?? (dense.set(b, dense.size), dense.size - 1));
    return { code, kinds: dense.size };
  });
  // Cards with the same code for every holder are in one group for every set: the sets are split atom by
  // atom (in order of first card, so the groups are numbered as card by card), each with its number of cards.
  const atomOf = new Map<string, number>();
  const atomCard: number[] = [];
  const atomSize: number[] = [];
  for (let c = 0; c < N; c++) {
    const key = codes.map(({ code }) => code[c]).join();
    let a = atomOf.get(key);
    if (a === undefined) (a = atomCard.length), atomOf.set(key, a), atomCard.push(c), atomSize.push(0);
    atomSize[a] = (atomSize[a] ?? 0) + 1;
  }
  const A = atomCard.length;
  const atomCodes = codes.map(({ code, kinds }) => ({ code: Int32Array.from(atomCard, (c) => code[c] ?? 0), kinds }));
  const label = new Uint8Array((1 << n) * A);
  // Per atom, bit x when rest[x] may hold its cards.
  const mayOf = Int32Array.from(atomCard, (c) => rest.reduce((m, h, x) => ((((p.allowed[c] ?? 0) >> h) & 1) ? m | (1 << x) : m), 0));
  const needOf = Int32Array.from(rest, (h) => p.need[h] ?? 0);
  const cardsOf = new Int32Array(1 << n);
  // ids[k] is the group of (label, code) k when stamp[k] is the current set's.
  const ids = new Int32Array((N + 1) * (N + 1));
  const stamp = new Int32Array((N + 1) * (N + 1));
  const firstOf = new Int32Array(N + 1);
  const size = new Int32Array(N + 1);
  const open = new Int32Array(n);
  const buffers: [Float64Array, Float64Array] = [new Float64Array(N + 1), new Float64Array(N + 1)];
  const chooseOf = new Float64Array((N + 1) * (N + 1)).fill(-1);
  for (let set = 1; set < 1 << n; set++) {
    const i = 31 - Math.clz32(set & -set);
    const prev = set & (set - 1);
    const from = prev * A;
    const at = set * A;
    const { code, kinds } = atomCodes[i] as { code: Int32Array; kinds: number };
    // Relabel densely in order of first atom; count the cards of each group.
    let count = 0;
    for (let a = 0; a < A; a++) {
      const k = (label[from + a] ?? 0) * kinds + (code[a] ?? 0);
      let g = ids[k] ?? 0;
      if (stamp[k] !== set) (g = count++), (ids[k] = g), (stamp[k] = set), (firstOf[g] = a), (size[g] = 0);
      label[at + a] = g;
      size[g] = (size[g] ?? 0) + (atomSize[a] ?? 0);
    }
    groups[set] = count;
    const cards = (cardsOf[set] = (cardsOf[prev] ?? 0) + (needOf[i] ?? 0));
    const states = vectors(size, count, cards, buffers);
    open.fill(0);
    for (let g = 0; g < count; g++)
      for (let m = (mayOf[firstOf[g] ?? 0] ?? 0) & set; m !== 0; m &= m - 1) {
        const x = 31 - Math.clz32(m & -m);
        open[x] = (open[x] ?? 0) + 1;
      }
    for (let m = set; m !== 0; m &= m - 1) {
      const x = 31 - Math.clz32(m & -m);
      const o = open[x] ?? 0;
      const k = needOf[x] ?? 0;
      const ci = o * (N + 1) + k;
      let ways = chooseOf[ci] ?? -1;
      if (ways < 0) chooseOf[ci] = ways = choose(o, k);
      const cost = states * ways + (best[set & ~(1 << x)] ?? 0);
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

/**
 * How many count vectors (0..size per group) add up to `total`: a product of polynomials, in two buffers,
 * the groups of one card last, all at once (their product is a row of binomials). Exact integers.
 */
function vectors(size: Int32Array, groups: number, total: number, buffers: [Float64Array, Float64Array]): number {
  let [a, b] = buffers;
  let len = 1;
  a[0] = 1;
  let singles = 0;
  for (let g = 0; g < groups; g++) {
    const r = (size[g] ?? 0) + 1;
    if (r <= 2) {
      if (r === 2) singles++;
      continue;
    }
    const next = Math.min(len + r - 1, total + 1);
    // b[j] = a[j - r + 1] + ... + a[j]: a running sum over a window of r.
    let run = 0;
    for (let j = 0; j < next; j++) {
      if (j < len) run += a[j] ?? 0;
      if (j >= r && j - r < len) run -= a[j - r] ?? 0;
      b[j] = run;
    }
    const t = a;
    a = b;
    b = t;
    len = next;
  }
  let sum = 0;
  const row = singles * MAX;
  for (let j = Math.max(0, total - len + 1); j <= singles && j <= total; j++) sum += (a[total - j] ?? 0) * (BINOM[row + j] ?? 0);
  return sum;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.max(r, 0);
}
