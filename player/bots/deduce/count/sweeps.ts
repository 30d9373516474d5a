// The count's later sweeps (dp.ts), over the states the forward pass laid out: the backward pass (the ways
// to fill the holders after each state), then, through the states some deal goes on from, the cards each
// holder takes and the cards left per fine class carried to the next tier (one walk for both: two walks
// over the same states and choices cost a good part of the sweep again).
import type { Choices, Tier } from "./dp";
import { floats, Scratch } from "./kept";
import type { Layers } from "./levels";

/** sums' arrays, kept from one call to the next. */
const scratch = new Scratch();

/** Per state, the ways to fill the holders after it (what its choices lead to). */
export function backward(here: Tier, there: Tier, ch: Choices, targets: Int32Array, weights: Float64Array): void {
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

/**
 * Level b's two sums in one walk over the states some deal goes on from and their choices: the cards of
 * each fine class its holder takes (`taken`, summed over the deals), and the cards left per tracked fine
 * class carried from `here` to `there`. Each number is summed in the same order as when the two were
 * walks of their own, so they are the same to the last bit.
 *
 * The cards left are carried group by group (of `here`): a choice takes the same share of every class in
 * a group, and a group it empties adds nothing to them.
 */
export function sums(
  layers: Layers,
  b: number,
  here: Tier,
  there: Tier,
  ch: Choices,
  targets: Int32Array,
  weights: Float64Array,
  taken: Float64Array,
): void {
  there.left = floats(there.arrays.left, there.states.size * there.slots);
  const carrying = there.slots > 0;
  const fineCount = layers.fine.length;
  const n = here.bound.members.length;
  const F = there.slot.length;
  // The classes tracked in `there`, by their group in `here` (each group's classes in a run, in class
  // order): a counting sort, into arrays kept from one call to the next (most tiers are small).
  const m = Math.max(n, F) + 1;
  // (The arrays themselves, not views of their first entries: a view is an object of its own.)
  const runGroup = scratch.someInts(0, m);
  const runEnd = scratch.someInts(1, m);
  const classes = scratch.someInts(2, m);
  const classSlot = scratch.someInts(3, m);
  const activeGroup = scratch.someInts(4, m);
  const activeCount = scratch.someInts(5, m);
  const activeStart = scratch.someInts(6, m);
  const activeEnd = scratch.someInts(7, m);
  const takeOf = scratch.someInts(8, m);
  const classLeft = scratch.someFloats(0, F);
  // Per group of `here`, where its run of classes starts (counted first, then summed).
  const perGroup = scratch.someInts(9, m).fill(0, 0, n + 1);
  let R = 0;
  if (carrying) {
    for (let j = 0; j < F; j++)
      if ((there.slot[j] ?? -1) >= 0)
        perGroup[(here.groupOf[j] ?? 0) + 1] = (perGroup[(here.groupOf[j] ?? 0) + 1] ?? 0) + 1;
    for (let g = 0; g < n; g++) {
      const k = perGroup[g + 1] ?? 0;
      perGroup[g + 1] = (perGroup[g] ?? 0) + k;
      if (k > 0) {
        runGroup[R] = g;
        runEnd[R++] = perGroup[g + 1] ?? 0;
      }
    }
    for (let j = 0; j < F; j++) {
      if ((there.slot[j] ?? -1) < 0) continue;
      const g = here.groupOf[j] ?? 0;
      const x = perGroup[g] ?? 0;
      perGroup[g] = x + 1;
      classes[x] = j;
      classSlot[x] = there.slot[j] ?? 0;
    }
  }
  // Each choice sets and clears its groups' entries: all 0 between choices.
  takeOf.fill(0, 0, n + 1);
  // Each group's fine classes, as one flat list (group g's are fineList[fineStart[g] .. fineStart[g + 1])).
  const fineStart = scratch.someInts(10, n + 1);
  const fineList = scratch.someInts(11, fineCount);
  fineStart[0] = 0;
  // (Plain loops: a closure per group was most of what a count allocated.)
  const fines = here.bound.fines;
  for (let g = 0; g < fines.length; g++) {
    const fs = fines[g] as number[];
    const at = fineStart[g] ?? 0;
    for (let i = 0; i < fs.length; i++) fineList[at + i] = fs[i] ?? 0;
    fineStart[g + 1] = at + fs.length;
  }
  // Per group of `here`: what the holder takes of each of its fine classes at the current state (the same
  // sum for every class of the group, so it is summed once for all of them).
  const share = scratch.someFloats(1, n);
  const row = b * fineCount;
  const left = there.left;
  const slots = there.slots;
  const counts = here.counts;
  const size = here.states.size;
  const begin = ch.begin.a;
  const fromGroup = ch.from.a;
  const take = ch.take.a;
  const ends = ch.ends.a;
  const next = there.back;
  // Cards of fine class j unplaced at state s, summed over the ways to reach it: its slot's sum when it
  // is tracked here, else its group's count times the ways (written out where it is read: a call
  // returning a number past the small integers makes an object of it).
  const slotHere = here.slot;
  const slotsHere = here.slots;
  const leftHere = here.left;
  const groupHere = here.groupOf;
  for (let s = 0; s < size; s++) {
    const ways = here.ways[s] ?? 0;
    if (ways === 0 || (here.back[s] ?? 0) === 0) continue;
    const base = s * n;
    let active = 0;
    for (let r = 0, start = 0; r < R; start = runEnd[r++] ?? 0) {
      const g = runGroup[r] ?? 0;
      const k = counts[base + g] ?? 0;
      if (k === 0) continue;
      const end = runEnd[r] ?? 0;
      for (let x = start; x < end; x++) {
        const j = classes[x] ?? 0;
        const k = slotHere[j] ?? -1;
        classLeft[x] = k >= 0 ? (leftHere[s * slotsHere + k] ?? 0) : ways * (counts[base + (groupHere[j] ?? 0)] ?? 0);
      }
      activeGroup[active] = g;
      activeCount[active] = k;
      activeStart[active] = start;
      activeEnd[active++] = end;
    }
    share.fill(0, 0, n);
    const list = here.list[s] ?? 0;
    const from = ch.start(list);
    const to = ends[list] ?? 0;
    let at = here.firstTarget[s] ?? 0;
    for (let c = from; c < to; c++, at++) {
      const t = targets[at] ?? -1;
      const rest = t < 0 ? 0 : (next[t] ?? 0);
      if (rest === 0) continue;
      const w = weights[at] ?? 0;
      const wr = w * rest;
      const b0 = begin[c + list] ?? 0;
      const b1 = begin[c + list + 1] ?? 0;
      for (let i = b0; i < b1; i++) {
        const g = fromGroup[i] ?? 0;
        share[g] = (share[g] ?? 0) + (wr * (take[i] ?? 0)) / (counts[base + g] ?? 1);
      }
      if (active === 0) continue;
      for (let i = b0; i < b1; i++) takeOf[fromGroup[i] ?? 0] = take[i] ?? 0;
      const into = t * slots;
      for (let r = 0; r < active; r++) {
        const k = activeCount[r] ?? 0;
        const kept = k - (takeOf[activeGroup[r] ?? 0] ?? 0);
        if (kept === 0) continue;
        for (let x = activeStart[r] ?? 0, e = activeEnd[r] ?? 0; x < e; x++) {
          const i = into + (classSlot[x] ?? 0);
          left[i] = (left[i] ?? 0) + (w * (classLeft[x] ?? 0) * kept) / k;
        }
      }
      for (let i = b0; i < b1; i++) takeOf[fromGroup[i] ?? 0] = 0;
    }
    for (let g = 0; g < n; g++) {
      const f = share[g] ?? 0;
      if (f === 0) continue;
      for (let x = fineStart[g] ?? 0, y = fineStart[g + 1] ?? 0; x < y; x++) {
        const j = fineList[x] ?? 0;
        const k = slotHere[j] ?? -1;
        taken[row + j] =
          (taken[row + j] ?? 0) +
          f * (k >= 0 ? (leftHere[s * slotsHere + k] ?? 0) : ways * (counts[base + (groupHere[j] ?? 0)] ?? 0));
      }
    }
  }
}
