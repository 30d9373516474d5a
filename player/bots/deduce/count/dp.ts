// The count itself: a forward pass over the holders (ways to fill the holders so far, per state) and a
// backward pass (ways to fill the rest). For the per-card answer, the forward pass also carries, per state,
// the summed number of cards of each fine class still unplaced (cards in one group can have different
// pasts), which is all it takes: within a group every pick of cards is equally good for the future.
// Only sums and products of non-negative numbers: exact integers below 2^53, tiny relative error above.
//
// Hot code, in three sweeps (the later two in sweeps.ts) so that a count past its budget stops before the
// dearest part: first the states and their ways, level by level (with the work, so the budget is known
// before anything else is done), then the backward pass, then the cards left per fine class and taken per holder, only through
// states some deal goes on from (about half of them at 10 seats). A holder's choices depend only on the
// counts of the groups it may take from, so they are listed once per such vector (`Choices`) and every
// state with it walks the list; each choice's state in the next tier is kept, so the later sweeps look
// nothing up. Every sum is taken in the order a single pass would take it, so the numbers are the same.
import { BINOM, chooser, MAX, type Visit } from "./choices";
import type { Boundary, Layers, Level } from "./levels";
import { arraysFor, floats, ints, Scratch, storeFor, tableFor, type ChoiceStore, type TierArrays } from "./kept";
import { backward, sums } from "./sweeps";
import { F64, I32, StateTable } from "./table";

export interface Counted {
  total: number;
  /** The work the count took: states expanded and choices visited in the forward pass. */
  work: number;
  /** level * fineCount + fine class: summed cards of that class the level's holder takes, over all deals. */
  taken: Float64Array;
}

export interface Tier {
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
  const tiers = [...layers.levels.map((l) => l.at), layers.end].map((b, i) =>
    tier(b, fineCount, tableFor(i), arraysFor(i)),
  );
  const taken = new Float64Array(L * fineCount);
  const start = tiers[0] as Tier;
  if (start.bound.dead.some((d, g) => d && (start.bound.members[g]?.length ?? 0) > 0))
    return { total: 0, work: 0, taken };
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
    const r = expand(
      tiers[b] as Tier,
      tiers[b + 1] as Tier,
      lists[b] as Choices,
      stores[b] as ChoiceStore,
      budget - work,
    );
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
  for (let b = L - 1; b >= 0; b--)
    backward(
      tiers[b] as Tier,
      tiers[b + 1] as Tier,
      lists[b] as Choices,
      targets[b] as Int32Array,
      weights[b] as Float64Array,
    );
  // A state no deal goes on from (no ways to fill the rest) adds to no answer, nor do the states it leads
  // to: the cards left are carried, and the cards taken summed, only where deals go on.
  for (let b = 0; b < L; b++) {
    const [here, there, ch] = [tiers[b] as Tier, tiers[b + 1] as Tier, lists[b] as Choices];
    sums(layers, b, here, there, ch, targets[b] as Int32Array, weights[b] as Float64Array, taken);
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
  for (let g = 0; g < bound.fines.length; g++) {
    const fs = bound.fines[g] as number[];
    for (const j of fs) {
      groupOf[j] = g;
      fs.length > 1 && (slot[j] = slots++);
    }
  }
  return {
    bound,
    states,
    counts: NO_INTS,
    ways: NO_FLOATS,
    left: NO_FLOATS,
    slot,
    slots,
    groupOf,
    back: NO_FLOATS,
    list: NO_INTS,
    firstTarget: NO_INTS,
    arrays,
  };
}

/**
 * One level's choices, listed once per vector of counts in the groups the holder may take from, each count
 * capped at what the holder takes (past that a count changes the weights, not the choices): for each choice
 * the change of the state key, the cards it leaves in groups no one after may take (a choice leaving any is
 * no deal), and the groups it takes from with how many (`from`, `take`). The weights are the state's.
 */
export class Choices {
  readonly delta: F64;
  readonly dying: I32;
  readonly begin: I32;
  readonly from: I32;
  readonly take: I32;
  /** List i is choices [ends[i - 1], ends[i]) (ends[-1] = 0). */
  readonly ends: I32;
  private readonly index: StateTable;
  readonly openStride: Float64Array;
  readonly nextStride: Float64Array;
  readonly dies: Uint8Array;
  readonly capped: Int32Array;
  private readonly each: ReturnType<typeof chooser>["each"];
  private readonly add: Visit;

  constructor(
    readonly level: Level,
    there: Tier,
    store: ChoiceStore,
  ) {
    ({
      delta: this.delta,
      dying: this.dying,
      begin: this.begin,
      from: this.from,
      take: this.take,
      ends: this.ends,
      index: this.index,
    } = store);
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
    const known = this.index.find(key);
    if (known >= 0) return known;
    this.each(capped, this.add);
    // One more entry closes the list: choice c of list i has groups begin[c + i] .. begin[c + i + 1].
    this.begin.push(this.from.length);
    // The table numbers its keys as they come, as the lists are numbered.
    const id = this.index.insert(key);
    this.ends.push(this.delta.length);
    return id;
  }

  start(list: number): number {
    return list === 0 ? 0 : (this.ends.a[list - 1] ?? 0);
  }
}

/** expand's array of the state's rows of binomials, kept from one call to the next. */
const scratch = new Scratch();

/** Decodes the states of `here` one by one, giving each its choices and their states in `there`. */
function expand(
  here: Tier,
  there: Tier,
  ch: Choices,
  store: ChoiceStore,
  budget: number,
): { work: number; targets: Int32Array; weights: Float64Array } {
  const n = here.bound.members.length;
  const size = here.states.size;
  here.counts = ints(here.arrays.counts, size * n);
  here.list = ints(here.arrays.list, size);
  here.firstTarget = ints(here.arrays.firstTarget, size + 1);
  // Per group of the state, where its count's row of binomials starts.
  const row = scratch.someInts(0, n);
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
      row[g] = c * MAX;
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
        for (let i = begin[c + list] ?? 0, e = begin[c + list + 1] ?? 0; i < e; i++)
          w *= BINOM[(row[fromGroup[i] ?? 0] ?? 0) + (take[i] ?? 0)] ?? 0;
        const known = next.size;
        t = next.insert(merged - (delta[c] ?? 0));
        if (t >= ways.length) {
          kept.ensure(t + 1);
          ways = kept.a;
        }
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
