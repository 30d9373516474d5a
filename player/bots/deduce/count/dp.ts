// The count itself: a forward pass over the holders (ways to fill the holders so far, per state) and a
// backward pass (ways to fill the rest). For the per-card answer, the forward pass also carries, per state,
// the summed number of cards of each fine class still unplaced (cards in one group can have different
// pasts), which is all it takes: within a group every pick of cards is equally good for the future.
// Only sums and products of non-negative numbers: exact integers below 2^53, tiny relative error above.
import { chooser, type Chooser } from "./choices";
import type { Boundary, Layers } from "./levels";

export interface Tier {
  bound: Boundary;
  keys: number[];
  index: Map<number, number>;
  ways: number[];
  /** Per state, `slots` numbers: for each tracked fine class, the summed cards of it still unplaced. */
  left: number[];
  /** Per fine class: its slot, or -1 when its group holds no other class (then left = ways * count). */
  slot: Int32Array;
  slots: number;
  /** Per fine class: its group at this boundary. */
  groupOf: Int32Array;
  back: Float64Array;
}

export interface Counted {
  total: number;
  /** The work the count took: states expanded and choices visited in the forward pass. */
  work: number;
  /** level * fineCount + fine class: summed cards of that class the level's holder takes, over all deals. */
  taken: Float64Array;
}

/**
 * `budget`: the most work (states and choices of the forward pass, which the backward pass repeats) the
 * count may take; past it the count stops and returns null. Work units, not time, so that whether a position
 * is counted depends on the position alone.
 */
export function countDeals(layers: Layers, budget = Infinity): Counted | null {
  const fineCount = layers.fine.length;
  const L = layers.levels.length;
  const tiers = [...layers.levels.map((l) => l.at), layers.end].map((b) => tier(b, fineCount));
  const taken = new Float64Array(L * fineCount);
  const start = tiers[0] as Tier;
  if (start.bound.dead.some((d, g) => d && (start.bound.members[g]?.length ?? 0) > 0)) return { total: 0, work: 0, taken };
  const full = start.bound.members.reduce((k, m, g) => k + m.length * (start.bound.stride[g] ?? 0), 0);
  start.ways[insert(start, full)] = 1;
  const choosers = layers.levels.map(chooser);
  let work = 0;
  for (let b = 0; b < L; b++) {
    work += forward(layers, b, tiers, choosers[b] as Chooser, budget - work);
    if (work > budget) return null;
  }
  const end = tiers[L] as Tier;
  const last = end.index.get(0);
  if (last === undefined) return { total: 0, work, taken };
  end.back = new Float64Array(end.keys.length);
  end.back[last] = 1;
  for (let b = L - 1; b >= 0; b--) backward(layers, b, tiers, choosers[b] as Chooser, taken);
  return { total: start.back[0] ?? 0, work, taken };
}

function tier(bound: Boundary, fineCount: number): Tier {
  const slot = new Int32Array(fineCount).fill(-1);
  const groupOf = new Int32Array(fineCount);
  let slots = 0;
  bound.fines.forEach((fs, g) => {
    for (const j of fs) (groupOf[j] = g), fs.length > 1 && (slot[j] = slots++);
  });
  return { bound, keys: [], index: new Map(), ways: [], left: [], slot, slots, groupOf, back: new Float64Array(0) };
}

function insert(t: Tier, key: number): number {
  let i = t.index.get(key);
  if (i === undefined) {
    i = t.keys.length;
    t.index.set(key, i);
    t.keys.push(key);
    t.ways.push(0);
    for (let s = 0; s < t.slots; s++) t.left.push(0);
  }
  return i;
}

function decode(t: Tier, key: number, out: Int32Array): void {
  const { stride, radix } = t.bound;
  for (let g = 0; g < out.length; g++) out[g] = Math.floor(key / (stride[g] ?? 1)) % (radix[g] ?? 1);
}

/** Cards of fine class j unplaced at state s of tier t, summed over the ways to reach s. */
function leftOf(t: Tier, s: number, j: number, count: Int32Array): number {
  const k = t.slot[j] ?? -1;
  return k >= 0 ? (t.left[s * t.slots + k] ?? 0) : (t.ways[s] ?? 0) * (count[t.groupOf[j] ?? 0] ?? 0);
}

/** The work it took (stopping once past `budget`). */
function forward(layers: Layers, b: number, tiers: Tier[], ch: Chooser, budget: number): number {
  const level = layers.levels[b];
  const here = tiers[b];
  const there = tiers[b + 1];
  if (!level || !here || !there) return 0;
  const count = new Int32Array(level.open.length);
  const nextStride = Int32Array.from(level.next, (n) => there.bound.stride[n] ?? 0);
  const dies = Uint8Array.from(level.next, (n) => (there.bound.dead[n] ? 1 : 0));
  // Fine classes tracked at the next boundary: their group here and their slot there.
  const tracked: number[] = [];
  for (let j = 0; j < there.slot.length; j++) if ((there.slot[j] ?? -1) >= 0) tracked.push(j);
  const trackedGroup = Int32Array.from(tracked, (j) => here.groupOf[j] ?? 0);
  const trackedSlot = Int32Array.from(tracked, (j) => there.slot[j] ?? 0);
  const trackedLeft = new Float64Array(tracked.length);
  const takeOf = new Int32Array(count.length);
  let merged = 0;
  let doomed = 0;
  let ways = 0;
  let work = 0;
  const visit = (groups: Int32Array, take: Int32Array, len: number, w: number): void => {
    work++;
    let key = merged;
    let dying = doomed;
    for (let i = 0; i < len; i++) {
      const g = groups[i] ?? 0;
      const t = take[i] ?? 0;
      key -= t * (nextStride[g] ?? 0);
      if (dies[g]) dying -= t;
      takeOf[g] = t;
    }
    if (dying === 0) {
      const t = insert(there, key);
      there.ways[t] = (there.ways[t] ?? 0) + w * ways;
      const base = t * there.slots;
      for (let x = 0; x < tracked.length; x++) {
        const g = trackedGroup[x] ?? 0;
        const c = count[g] ?? 0;
        if (c === 0) continue;
        const i = base + (trackedSlot[x] ?? 0);
        there.left[i] = (there.left[i] ?? 0) + (w * (trackedLeft[x] ?? 0) * (c - (takeOf[g] ?? 0))) / c;
      }
    }
    for (let i = 0; i < len; i++) takeOf[groups[i] ?? 0] = 0;
  };
  for (let s = 0; s < here.keys.length; s++) {
    if (++work > budget) return work;
    decode(here, here.keys[s] ?? 0, count);
    merged = 0;
    doomed = 0;
    for (let g = 0; g < count.length; g++) {
      merged += (count[g] ?? 0) * (nextStride[g] ?? 0);
      if (dies[g]) doomed += count[g] ?? 0;
    }
    ways = here.ways[s] ?? 0;
    if (ways === 0) continue;
    for (let x = 0; x < tracked.length; x++) trackedLeft[x] = leftOf(here, s, tracked[x] ?? 0, count);
    ch.each(count, visit);
  }
  return work;
}

function backward(layers: Layers, b: number, tiers: Tier[], ch: Chooser, taken: Float64Array): void {
  const level = layers.levels[b];
  const here = tiers[b];
  const there = tiers[b + 1];
  if (!level || !here || !there) return;
  const fineCount = layers.fine.length;
  const count = new Int32Array(level.open.length);
  const nextStride = Int32Array.from(level.next, (n) => there.bound.stride[n] ?? 0);
  const fines = here.bound.fines;
  // Per fine class: its unplaced cards at the current state (summed over ways), and what the holder takes.
  const left = new Float64Array(fineCount);
  const share = new Float64Array(fineCount);
  let merged = 0;
  let sum = 0;
  const visit = (groups: Int32Array, take: Int32Array, len: number, w: number): void => {
    let key = merged;
    for (let i = 0; i < len; i++) key -= (take[i] ?? 0) * (nextStride[groups[i] ?? 0] ?? 0);
    const t = there.index.get(key);
    const rest = t === undefined ? 0 : (there.back[t] ?? 0);
    if (rest === 0) return;
    const wr = w * rest;
    sum += wr;
    for (let i = 0; i < len; i++) {
      const g = groups[i] ?? 0;
      const f = (wr * (take[i] ?? 0)) / (count[g] ?? 1);
      for (const j of fines[g] ?? []) share[j] = (share[j] ?? 0) + f;
    }
  };
  here.back = new Float64Array(here.keys.length);
  for (let s = 0; s < here.keys.length; s++) {
    if ((here.ways[s] ?? 0) === 0) continue;
    decode(here, here.keys[s] ?? 0, count);
    merged = 0;
    for (let g = 0; g < count.length; g++) merged += (count[g] ?? 0) * (nextStride[g] ?? 0);
    sum = 0;
    share.fill(0);
    ch.each(count, visit);
    here.back[s] = sum;
    for (let j = 0; j < fineCount; j++) {
      const f = share[j] ?? 0;
      if (f === 0) continue;
      left[j] = leftOf(here, s, j, count);
      taken[b * fineCount + j] = (taken[b * fineCount + j] ?? 0) + f * (left[j] ?? 0);
    }
  }
}
