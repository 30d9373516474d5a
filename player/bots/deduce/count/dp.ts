// The count itself: a forward pass over the holders (ways to fill the holders so far, per state) and a
// backward pass (ways to fill the rest). For the per-card answer, the forward pass also carries, per state,
// the summed number of cards of each fine class still unplaced (cards in one group can have different
// pasts), which is all it takes: within a group every pick of cards is equally good for the future.
// Only sums and products of non-negative numbers: exact integers below 2^53, tiny relative error above.
//
// Hot code, in three sweeps so that a count past its budget stops before the dearest part: first the
// states and their ways, level by level (with the work, so the budget is known before anything else is
// done), then the backward pass, then the cards left per fine class and taken per holder, only through
// states some deal goes on from (about half of them at 10 seats). A holder's choices depend only on the
// counts of the groups it may take from, so they are listed once per such vector (`Choices`) and every
// state with it walks the list; each choice's state in the next tier is kept, so the later sweeps look
// nothing up. Every sum is taken in the order a single pass would take it, so the numbers are the same.
import { BINOM, chooser, MAX, type Visit } from "./choices";
import type { Boundary, Layers, Level } from "./levels";
import { arraysFor, floats, ints, storeFor, tableFor, type ChoiceStore, type TierArrays } from "./kept";
import { F64, I32, StateTable } from "./table";

export interface Counted {
  total: number;
  /** The work the count took: states expanded and choices visited in the forward pass. */
  work: number;
  /** level * fineCount + fine class: summed cards of that class the level's holder takes, over all deals. */
  taken: Float64Array;
}

interface Tier {
  bound: Boundary;
  states: StateTable;
  /** Per state, its count per group (groups of `bound`), written when the state is expanded. */
  counts: Int32Array;
  ways: Float64Array;
  /** Per state, `slots` numbers: for each tracked fine class, the summed cards of it still unplaced. */
  left: Float64Array;
  /** Per fine class: its slot, or -1 when its group holds no other class (then left = ways * count). */
  slot: Int32Array;
  slots: number;
  /** Per fine class: its group at this boundary. */
  groupOf: Int32Array;
  back: Float64Array;
  /** Per state of this tier: where its choices (of the level after it) start in `Choices`, and its first target. */
  list: Int32Array;
  firstTarget: Int32Array;
  arrays: TierArrays;
}

/**
 * `budget`: the most work (states and choices of the forward pass, which the backward pass repeats) the
 * count may take; past it the count stops and returns null. Work units, not time, so that whether a position
 * is counted depends on the position alone.
 */
export function countDeals(layers: Layers, budget = Infinity): Counted | null {
  const fineCount = layers.fine.length;
  const L = layers.levels.length;
  const tiers = [...layers.levels.map((l) => l.at), layers.end].map((b, i) => tier(b, fineCount, tableFor(i), arraysFor(i)));
  const taken = new Float64Array(L * fineCount);
  const start = tiers[0] as Tier;
  if (start.bound.dead.some((d, g) => d && (start.bound.members[g]?.length ?? 0) > 0)) return { total: 0, work: 0, taken };
  const full = start.bound.members.reduce((k, m, g) => k + m.length * (start.bound.stride[g] ?? 0), 0);
  start.states.insert(full);
  start.ways = new Float64Array(1);
  start.ways[0] = 1;
  const stores = layers.levels.map((_, b) => storeFor(b));
  const lists = layers.levels.map((level, b) => new Choices(level, tiers[b + 1] as Tier, stores[b] as ChoiceStore));
  const targets: Int32Array[] = [];
  const weights: Float64Array[] = [];
  let work = 0;
  for (let b = 0; b < L; b++) {
    const r = expand(tiers[b] as Tier, tiers[b + 1] as Tier, lists[b] as Choices, stores[b] as ChoiceStore, budget - work);
    work += r.work;
    if (work > budget) return null;
    targets.push(r.targets);
    weights.push(r.weights);
  }
  const end = tiers[L] as Tier;
  const last = end.states.find(0);
  if (last < 0) return { total: 0, work, taken };
  end.back = floats(end.arrays.back, end.states.size);
  end.back[last] = 1;
  for (let b = L - 1; b >= 0; b--) backward(tiers[b] as Tier, tiers[b + 1] as Tier, lists[b] as Choices, targets[b] as Int32Array, weights[b] as Float64Array);
  // A state no deal goes on from (no ways to fill the rest) adds to no answer, nor do the states it leads
  // to: the cards left are carried, and the cards taken summed, only where deals go on.
  for (let b = 0; b < L; b++) {
    const [here, there, ch] = [tiers[b] as Tier, tiers[b + 1] as Tier, lists[b] as Choices];
    takenAt(layers, b, here, there, ch, targets[b] as Int32Array, weights[b] as Float64Array, taken);
    carry(here, there, ch, targets[b] as Int32Array, weights[b] as Float64Array);
  }
  return { total: start.back[0] ?? 0, work, taken };
}

/** Placeholders until a sweep writes the tier's own (never written into). */
const NO_INTS = new Int32Array(0);
const NO_FLOATS = new Float64Array(0);

function tier(bound: Boundary, fineCount: number, states: StateTable, arrays: TierArrays): Tier {
  const slot = new Int32Array(fineCount).fill(-1);
  const groupOf = new Int32Array(fineCount);
  let slots = 0;
  bound.fines.forEach((fs, g) => {
    for (const j of fs) (groupOf[j] = g), fs.length > 1 && (slot[j] = slots++);
  });
  return {
    bound, states, counts: NO_INTS, ways: NO_FLOATS, left: NO_FLOATS, slot, slots, groupOf, back: NO_FLOATS,
    list: NO_INTS, firstTarget: NO_INTS, arrays,
  };
}

/**
 * One level's choices, listed once per vector of counts in the groups the holder may take from, each count
 * capped at what the holder takes (past that a count changes the weights, not the choices): for each choice
 * the change of the state key, the cards it leaves in groups no one after may take (a choice leaving any is
 * no deal), and the groups it takes from with how many (`from`, `take`). The weights are the state's.
 */
class Choices {
  readonly delta: F64;
  readonly dying: I32;
  readonly begin: I32;
  readonly from: I32;
  readonly take: I32;
  /** List i is choices [ends[i - 1], ends[i]) (ends[-1] = 0). */
  readonly ends: I32;
  private readonly index: Map<number, number>;
  readonly openStride: Float64Array;
  readonly nextStride: Float64Array;
  readonly dies: Uint8Array;
  readonly capped: Int32Array;
  private readonly each: ReturnType<typeof chooser>["each"];
  private readonly add: Visit;

  constructor(readonly level: Level, there: Tier, store: ChoiceStore) {
    ({ delta: this.delta, dying: this.dying, begin: this.begin, from: this.from, take: this.take, ends: this.ends, index: this.index } = store);
    const k = level.next.length;
    this.nextStride = new Float64Array(k);
    this.dies = new Uint8Array(k);
    for (let g = 0; g < k; g++) {
      const x = level.next[g] ?? 0;
      this.nextStride[g] = there.bound.stride[x] ?? 0;
      this.dies[g] = there.bound.dead[x] ? 1 : 0;
    }
    this.openStride = new Float64Array(level.open.length);
    this.capped = new Int32Array(level.open.length);
    let place = 1;
    level.open.forEach((open, g) => {
      if (!open) return;
      this.openStride[g] = place;
      place *= Math.min(level.at.radix[g] ?? 1, level.need + 1);
    });
    this.each = chooser(level).each;
    this.add = (groups, take, len) => {
      let delta = 0;
      let dying = 0;
      this.begin.push(this.from.length);
      for (let i = 0; i < len; i++) {
        const g = groups[i] ?? 0;
        const t = take[i] ?? 0;
        delta += t * (this.nextStride[g] ?? 0);
        if (this.dies[g]) dying += t;
        this.from.push(g);
        this.take.push(t);
      }
      this.delta.push(delta);
      this.dying.push(dying);
    };
  }

  /**
   * The list for the counts whose capped values the caller has written into `capped`, and `key`, their sum
   * weighted by `openStride` (its choices are start(list) .. ends[list]).
   */
  listAt(key: number): number {
    const capped = this.capped;
    const known = this.index.get(key);
    if (known !== undefined) return known;
    this.each(capped, this.add);
    // One more entry closes the list: choice c of list i has groups begin[c + i] .. begin[c + i + 1].
    this.begin.push(this.from.length);
    const id = this.ends.length;
    this.ends.push(this.delta.length);
    this.index.set(key, id);
    return id;
  }

  start(list: number): number {
    return list === 0 ? 0 : this.ends.a[list - 1] ?? 0;
  }
}

/** Decodes the states of `here` one by one, giving each its choices and their states in `there`. */
function expand(here: Tier, there: Tier, ch: Choices, store: ChoiceStore, budget: number): { work: number; targets: Int32Array; weights: Float64Array } {
  const n = here.bound.members.length;
  const size = here.states.size;
  here.counts = ints(here.arrays.counts, size * n);
  here.list = ints(here.arrays.list, size);
  here.firstTarget = ints(here.arrays.firstTarget, size + 1);
  const count = new Int32Array(n);
  const hs = here.bound.stride;
  const hr = here.bound.radix;
  const { dies, nextStride } = ch;
  let targets = store.targets.a;
  let weights = store.weights.a;
  let used = 0;
  const kept = there.arrays.ways;
  let ways = kept.a;
  let work = 0;
  const { capped, openStride } = ch;
  const need = ch.level.need;
  for (let s = 0; s < size; s++) {
    work++;
    const key = here.states.key(s);
    // With the counts, in the same walk over the groups: the state's key in the next tier before the
    // choice takes its cards, the cards left that no one after may take, and the key of its choice list.
    let merged = 0;
    let doomed = 0;
    let listKey = 0;
    let rest = key | 0;
    const small = key < 0x80000000;
    for (let g = 0; g < n; g++) {
      let c: number;
      if (small) {
        // Small keys (most): digit by digit in integers, the lowest group first.
        const r = (hr[g] ?? 1) | 0;
        const q = (rest / r) | 0;
        c = rest - q * r;
        rest = q;
      } else c = Math.floor(key / (hs[g] ?? 1)) % (hr[g] ?? 1);
      count[g] = c;
      here.counts[s * n + g] = c;
      merged += c * (nextStride[g] ?? 0);
      if (dies[g]) doomed += c;
      const k = c < need ? c : need;
      capped[g] = k;
      listKey += k * (openStride[g] ?? 0);
    }
    here.firstTarget[s] = used;
    const w0 = here.ways[s] ?? 0;
    if (w0 === 0) continue;
    const list = ch.listAt(listKey);
    here.list[s] = list;
    const from = ch.start(list);
    const to = ch.ends.a[list] ?? 0;
    work += to - from;
    if (work > budget) return { work, targets, weights };
    if (used + (to - from) > targets.length) {
      store.targets.ensure(used + (to - from));
      store.weights.ensure(used + (to - from));
      targets = store.targets.a;
      weights = store.weights.a;
    }
    // The lists as they are after `listAt` (which may have grown them).
    const dying = ch.dying.a;
    const begin = ch.begin.a;
    const fromGroup = ch.from.a;
    const take = ch.take.a;
    const delta = ch.delta.a;
    const next = there.states;
    for (let c = from; c < to; c++) {
      let t = -1;
      let w = 1;
      if (doomed - (dying[c] ?? 0) === 0) {
        // The ways to pick the cards: a product of binomials, in the order of the groups.
        for (let i = begin[c + list] ?? 0, e = begin[c + list + 1] ?? 0; i < e; i++) w *= BINOM[(count[fromGroup[i] ?? 0] ?? 0) * MAX + (take[i] ?? 0)] ?? 0;
        const known = next.size;
        t = next.insert(merged - (delta[c] ?? 0));
        if (t >= ways.length) kept.ensure(t + 1), (ways = kept.a);
        // A new state's entry still holds the last count's number.
        ways[t] = (t === known ? 0 : (ways[t] ?? 0)) + w * w0;
      }
      weights[used] = w;
      targets[used++] = t;
    }
  }
  here.firstTarget[size] = used;
  there.ways = ways;
  return { work, targets, weights };
}

/** Cards of fine class j unplaced at state s of tier t, summed over the ways to reach s. */
function leftOf(t: Tier, s: number, j: number, count: Int32Array, base: number): number {
  const k = t.slot[j] ?? -1;
  return k >= 0 ? (t.left[s * t.slots + k] ?? 0) : (t.ways[s] ?? 0) * (count[base + (t.groupOf[j] ?? 0)] ?? 0);
}

/** carry's arrays, kept from one call to the next. */
const CARRY = { ints: Array.from({ length: 9 }, () => new I32()), floats: new F64() };
const keptInts = (k: number, n: number): Int32Array => {
  const l = CARRY.ints[k] as I32;
  l.ensure(n);
  return l.a;
};

/**
 * The cards left per tracked fine class, carried from `here` to `there` along the choices. The classes are
 * taken group by group (of `here`): a choice takes the same share of every class in a group, and a group it
 * empties adds nothing to them.
 */
function carry(here: Tier, there: Tier, ch: Choices, targets: Int32Array, weights: Float64Array): void {
  there.left = floats(there.arrays.left, there.states.size * there.slots);
  if (there.slots === 0) return;
  const n = here.bound.members.length;
  const F = there.slot.length;
  // The classes tracked in `there`, by their group in `here` (each group's classes in a run, in class
  // order): a counting sort, into arrays kept from one call to the next (most tiers are small).
  const m = Math.max(n, F) + 1;
  const [runGroup, runEnd, classes, classSlot] = [keptInts(0, m), keptInts(1, m), keptInts(2, m), keptInts(3, m)];
  const [activeGroup, activeCount, activeStart, activeEnd, takeOf] = [keptInts(4, m), keptInts(5, m), keptInts(6, m), keptInts(7, m), keptInts(8, m)];
  CARRY.floats.ensure(F);
  const classLeft = CARRY.floats.a;
  const perGroup = takeOf;
  perGroup.fill(0, 0, n + 1);
  for (let j = 0; j < F; j++) if ((there.slot[j] ?? -1) >= 0) perGroup[(here.groupOf[j] ?? 0) + 1] = (perGroup[(here.groupOf[j] ?? 0) + 1] ?? 0) + 1;
  let R = 0;
  for (let g = 0; g < n; g++) {
    const k = perGroup[g + 1] ?? 0;
    perGroup[g + 1] = (perGroup[g] ?? 0) + k;
    if (k > 0) (runGroup[R] = g), (runEnd[R++] = perGroup[g + 1] ?? 0);
  }
  for (let j = 0; j < F; j++) {
    if ((there.slot[j] ?? -1) < 0) continue;
    const g = here.groupOf[j] ?? 0;
    const x = perGroup[g] ?? 0;
    perGroup[g] = x + 1;
    classes[x] = j;
    classSlot[x] = there.slot[j] ?? 0;
  }
  // Each choice sets and clears its groups' entries: all 0 between choices.
  takeOf.fill(0, 0, n + 1);
  const left = there.left;
  const slots = there.slots;
  const counts = here.counts;
  const size = here.states.size;
  const begin = ch.begin.a;
  const fromGroup = ch.from.a;
  const take = ch.take.a;
  const ends = ch.ends.a;
  const alive = there.back;
  for (let s = 0; s < size; s++) {
    if ((here.ways[s] ?? 0) === 0 || (here.back[s] ?? 0) === 0) continue;
    const base = s * n;
    let active = 0;
    for (let r = 0, start = 0; r < R; start = runEnd[r++] ?? 0) {
      const g = runGroup[r] ?? 0;
      const k = counts[base + g] ?? 0;
      if (k === 0) continue;
      const end = runEnd[r] ?? 0;
      for (let x = start; x < end; x++) classLeft[x] = leftOf(here, s, classes[x] ?? 0, counts, base);
      activeGroup[active] = g;
      activeCount[active] = k;
      activeStart[active] = start;
      activeEnd[active++] = end;
    }
    if (active === 0) continue;
    const list = here.list[s] ?? 0;
    const from = ch.start(list);
    const to = ends[list] ?? 0;
    let at = here.firstTarget[s] ?? 0;
    for (let c = from; c < to; c++, at++) {
      const t = targets[at] ?? -1;
      if (t < 0 || (alive[t] ?? 0) === 0) continue;
      const w = weights[at] ?? 0;
      const b0 = begin[c + list] ?? 0;
      const b1 = begin[c + list + 1] ?? 0;
      for (let i = b0; i < b1; i++) takeOf[fromGroup[i] ?? 0] = take[i] ?? 0;
      const row = t * slots;
      for (let r = 0; r < active; r++) {
        const k = activeCount[r] ?? 0;
        const kept = k - (takeOf[activeGroup[r] ?? 0] ?? 0);
        if (kept === 0) continue;
        for (let x = activeStart[r] ?? 0, e = activeEnd[r] ?? 0; x < e; x++) {
          const i = row + (classSlot[x] ?? 0);
          left[i] = (left[i] ?? 0) + (w * (classLeft[x] ?? 0) * kept) / k;
        }
      }
      for (let i = b0; i < b1; i++) takeOf[fromGroup[i] ?? 0] = 0;
    }
  }
}

/** Per state, the ways to fill the holders after it (what its choices lead to). */
function backward(here: Tier, there: Tier, ch: Choices, targets: Int32Array, weights: Float64Array): void {
  const size = here.states.size;
  const next = there.back;
  const ends = ch.ends.a;
  here.back = floats(here.arrays.back, size);
  for (let s = 0; s < size; s++) {
    if ((here.ways[s] ?? 0) === 0) continue;
    let sum = 0;
    const list = here.list[s] ?? 0;
    const from = ch.start(list);
    const to = ends[list] ?? 0;
    let at = here.firstTarget[s] ?? 0;
    for (let c = from; c < to; c++, at++) {
      const t = targets[at] ?? -1;
      const rest = t < 0 ? 0 : (next[t] ?? 0);
      if (rest === 0) continue;
      sum += (weights[at] ?? 0) * rest;
    }
    here.back[s] = sum;
  }
}

/** The cards of each fine class level b's holder takes, summed over the deals. */
function takenAt(layers: Layers, b: number, here: Tier, there: Tier, ch: Choices, targets: Int32Array, weights: Float64Array, taken: Float64Array): void {
  const fineCount = layers.fine.length;
  const n = here.bound.members.length;
  // Each group's fine classes, as one flat list (group g's are list[start[g] .. start[g + 1])), in arrays
  // kept from one call to the next, like carry's.
  const fineStart = keptInts(0, n + 1);
  const fineList = keptInts(1, fineCount);
  fineStart[0] = 0;
  here.bound.fines.forEach((fs, g) => {
    const at = fineStart[g] ?? 0;
    fs.forEach((j, i) => (fineList[at + i] = j));
    fineStart[g + 1] = at + fs.length;
  });
  // Per fine class: what the holder takes at the current state.
  CARRY.floats.ensure(fineCount);
  const share = CARRY.floats.a.subarray(0, fineCount);
  const size = here.states.size;
  const counts = here.counts;
  const next = there.back;
  const begin = ch.begin.a;
  const fromGroup = ch.from.a;
  const take = ch.take.a;
  const ends = ch.ends.a;
  const row = b * fineCount;
  for (let s = 0; s < size; s++) {
    if ((here.ways[s] ?? 0) === 0 || (here.back[s] ?? 0) === 0) continue;
    const base = s * n;
    share.fill(0);
    const list = here.list[s] ?? 0;
    const from = ch.start(list);
    const to = ends[list] ?? 0;
    let at = here.firstTarget[s] ?? 0;
    for (let c = from; c < to; c++, at++) {
      const t = targets[at] ?? -1;
      const rest = t < 0 ? 0 : (next[t] ?? 0);
      if (rest === 0) continue;
      const wr = (weights[at] ?? 0) * rest;
      for (let i = begin[c + list] ?? 0, e = begin[c + list + 1] ?? 0; i < e; i++) {
        const g = fromGroup[i] ?? 0;
        const f = (wr * (take[i] ?? 0)) / (counts[base + g] ?? 1);
        for (let x = fineStart[g] ?? 0, y = fineStart[g + 1] ?? 0; x < y; x++) {
          const j = fineList[x] ?? 0;
          share[j] = (share[j] ?? 0) + f;
        }
      }
    }
    for (let j = 0; j < fineCount; j++) {
      const f = share[j] ?? 0;
      if (f === 0) continue;
      taken[row + j] = (taken[row + j] ?? 0) + f * leftOf(here, s, j, counts, base);
    }
  }
}
