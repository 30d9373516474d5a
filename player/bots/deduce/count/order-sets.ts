// The order search's estimate for one set of holders still to come (order.ts): the count vectors possible
// before the first of them, times the ways that one can pick from the groups it sees, for each member that
// could come first. A set's groups are those of the set without its lowest holder, split by that holder;
// they are worked out on first use and kept, so a search that looks at few sets pays for few.
import { BINOM, MAX } from "./choices";
import { Scratch } from "./kept";
import type { Problem } from "./problem";

export interface SetCosts {
  /** The set's terms: entry x (for each holder index x in the set) is the estimate with rest[x] first. */
  terms: (set: number) => Float64Array;
}

export function setCosts(p: Problem, rest: readonly number[]): SetCosts {
  const n = rest.length;
  const N = p.cards.length;
  // Per holder, the splits it makes, as one code per card: may it hold the card (bit 0), then is the card in
  // each of its constraints (a bit each), numbered densely in order of first card. One split by the code is
  // the splits one after another. Plain loops into kept arrays: the search is made for most counts, and its
  // setup was as dear as the search itself.
  const codes = scratch.ints(4, n * N);
  const kindsOf = new Int32Array(n);
  const bits = scratch.floats(2, N);
  const values = scratch.floats(3, N);
  for (let x = 0; x < n; x++) {
    const h = rest[x] ?? 0;
    for (let c = 0; c < N; c++) bits[c] = ((p.allowed[c] ?? 0) >> h) & 1;
    let bit = 2;
    for (const a of p.atLeastOne) {
      if (a.holder !== h) continue;
      for (const c of a.cards) bits[c] = (bits[c] ?? 0) + bit;
      bit *= 2;
    }
    let kinds = 0;
    for (let c = 0; c < N; c++) {
      const b = bits[c] ?? 0;
      let k = 0;
      while (k < kinds && values[k] !== b) k++;
      if (k === kinds) values[kinds++] = b;
      codes[x * N + c] = k;
    }
    kindsOf[x] = kinds;
  }
  // Cards with the same code for every holder are in one group for every set: the sets are split atom by
  // atom (in order of first card, so the groups are numbered as card by card), each with its number of cards.
  const atomOfCard = new Int32Array(N);
  let A = N > 0 ? 1 : 0;
  for (let x = 0; x < n; x++) {
    const kinds = kindsOf[x] ?? 0;
    const ids = scratch.ints(0, A * kinds).fill(-1);
    let next = 0;
    for (let c = 0; c < N; c++) {
      const k = (atomOfCard[c] ?? 0) * kinds + (codes[x * N + c] ?? 0);
      let a = ids[k] ?? -1;
      if (a < 0) {
        a = next++;
        ids[k] = a;
      }
      atomOfCard[c] = a;
    }
    A = next;
  }
  const atomCard = new Int32Array(A).fill(-1);
  const atomSize = new Int32Array(A);
  for (let c = 0; c < N; c++) {
    const a = atomOfCard[c] ?? 0;
    if ((atomCard[a] ?? -1) < 0) atomCard[a] = c;
    atomSize[a] = (atomSize[a] ?? 0) + 1;
  }
  // Holder x's code of atom a: atomCodes[x * A + a].
  const atomCodes = new Int32Array(n * A);
  for (let x = 0; x < n; x++) for (let a = 0; a < A; a++) atomCodes[x * A + a] = codes[x * N + (atomCard[a] ?? 0)] ?? 0;
  // Per set: each atom's group (numbered in order of first atom), kept once worked out.
  // Each set's atoms' groups are written before they are read: only `labelled` starts empty.
  const label = scratch.bytes(0, (1 << n) * A);
  label.fill(0, 0, A);
  const labelled = scratch.bytes(1, 1 << n).fill(0);
  labelled[0] = 1;
  const groupCount = scratch.ints(1, 1 << n);
  groupCount[0] = N > 0 ? 1 : 0;
  // Per atom, bit x when rest[x] may hold its cards.
  const mayOf = new Int32Array(A);
  for (let a = 0; a < A; a++) {
    const allowed = p.allowed[atomCard[a] ?? 0] ?? 0;
    let m = 0;
    for (let x = 0; x < n; x++) if ((allowed >> (rest[x] ?? 0)) & 1) m |= 1 << x;
    mayOf[a] = m;
  }
  const needOf = new Int32Array(n);
  for (let x = 0; x < n; x++) needOf[x] = p.need[rest[x] ?? 0] ?? 0;
  // ids[k] is the group of (label, code) k when stamp[k] is the current set's.
  const ids = scratch.ints(2, (N + 1) * (N + 1));
  const stamp = scratch.ints(3, (N + 1) * (N + 1)).fill(-1);
  const firstOf = new Int32Array(N + 1);
  const size = new Int32Array(N + 1);
  const open = new Int32Array(n);
  const buffers: [Float64Array, Float64Array] = [new Float64Array(N + 1), new Float64Array(N + 1)];
  const out = new Float64Array(n);

  const labelOf = (set: number): void => {
    if (labelled[set]) return;
    const i = 31 - Math.clz32(set & -set);
    const prev = set & (set - 1);
    labelOf(prev);
    const from = prev * A;
    const at = set * A;
    const kinds = kindsOf[i] ?? 0;
    const code = i * A;
    // Relabel densely in order of first atom.
    let count = 0;
    for (let a = 0; a < A; a++) {
      const k = (label[from + a] ?? 0) * kinds + (atomCodes[code + a] ?? 0);
      let g = ids[k] ?? 0;
      if (stamp[k] !== set) {
        g = count++;
        ids[k] = g;
        stamp[k] = set;
      }
      label[at + a] = g;
    }
    groupCount[set] = count;
    labelled[set] = 1;
  };

  return {
    terms(set) {
      labelOf(set);
      const count = groupCount[set] ?? 0;
      const at = set * A;
      size.fill(0, 0, count);
      firstOf.fill(-1, 0, count);
      for (let a = 0; a < A; a++) {
        const g = label[at + a] ?? 0;
        if ((firstOf[g] ?? -1) < 0) firstOf[g] = a;
        size[g] = (size[g] ?? 0) + (atomSize[a] ?? 0);
      }
      let cards = 0;
      for (let m = set; m !== 0; m &= m - 1) cards += needOf[31 - Math.clz32(m & -m)] ?? 0;
      const states = vectors(size, count, cards, buffers);
      open.fill(0);
      for (let g = 0; g < count; g++)
        for (let m = (mayOf[firstOf[g] ?? 0] ?? 0) & set; m !== 0; m &= m - 1) {
          const x = 31 - Math.clz32(m & -m);
          open[x] = (open[x] ?? 0) + 1;
        }
      for (let m = set; m !== 0; m &= m - 1) {
        const x = 31 - Math.clz32(m & -m);
        out[x] = states * chooseOf(open[x] ?? 0, needOf[x] ?? 0);
      }
      return out;
    },
  };
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
  for (let j = Math.max(0, total - len + 1); j <= singles && j <= total; j++)
    sum += (a[total - j] ?? 0) * (BINOM[row + j] ?? 0);
  return sum;
}

/** Arrays kept from one search to the next (a search is never re-entered), handed out by number. */
export const scratch = new Scratch();

const CHOOSE_UP_TO = 64;
const chosen = new Float64Array(CHOOSE_UP_TO * CHOOSE_UP_TO).fill(-1);

/** `choose(n, k)`, remembered for small arguments. */
function chooseOf(n: number, k: number): number {
  if (n >= CHOOSE_UP_TO || k >= CHOOSE_UP_TO) return choose(n, k);
  const i = n * CHOOSE_UP_TO + k;
  let c = chosen[i] ?? -1;
  if (c < 0) chosen[i] = c = choose(n, k);
  return c;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.max(r, 0);
}
