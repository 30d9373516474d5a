// What one holder can take from a state: how many cards of each group, weighted by the number of ways to
// pick those cards (a product of binomials), keeping only the choices its constraints allow.
// Hot code: closures are built once per level, never per state.
import { Scratch } from "./kept";
import type { Level } from "./levels";

export const MAX = 64;
/** BINOM[n * MAX + k] = n choose k, exact while below 2^53. */
export const BINOM = new Float64Array(MAX * MAX);
for (let n = 0; n < MAX; n++) {
  BINOM[n * MAX] = 1;
  for (let k = 1; k <= n; k++)
    BINOM[n * MAX + k] = (BINOM[(n - 1) * MAX + k - 1] ?? 0) + (BINOM[(n - 1) * MAX + k] ?? 0);
}

/** Called per choice with the groups taken from (`groups[0..len)`), how many of each, and the weight. */
export type Visit = (groups: Int32Array, take: Int32Array, len: number, weight: number) => void;

export interface Chooser {
  each: (count: Int32Array, visit: Visit) => void;
}

/** Per group: a bit for each constraint of the level that it covers (up to 30; more are checked by hand). */
function coverMasks(level: Level): { cover: Int32Array; all: number; extra: number[][] } {
  const cover = new Int32Array(level.open.length);
  const bitted = level.atLeastOne.slice(0, 30);
  bitted.forEach((gs, i) => gs.forEach((g) => (cover[g] = (cover[g] ?? 0) | (1 << i))));
  return { cover, all: bitted.length === 0 ? 0 : 2 ** bitted.length - 1, extra: level.atLeastOne.slice(30) };
}

const scratch = new Scratch();

export function chooser(level: Level): Chooser {
  return level.isEnvelope ? envelopeChooser(level) : seatChooser(level);
}

function seatChooser(level: Level): Chooser {
  const n = level.open.length;
  const { cover, all, extra } = coverMasks(level);
  // Kept arrays, shared by every level's chooser: one level's lists are made before the next one's, and a
  // walk leaves `taken` all 0 as it found it.
  const groups = scratch.someInts(0, n);
  const take = scratch.someInts(1, n);
  const taken = scratch.someInts(2, n);
  const cands = scratch.someInts(3, n);
  const rest = scratch.someInts(4, n + 1);
  const reach = scratch.someInts(5, n + 1);
  let m = 0;
  let count: Int32Array = new Int32Array(0);
  let visit: Visit = () => {};
  const walk = (i: number, left: number, len: number, w: number, covered: number): void => {
    if (left === 0) {
      if (covered !== all) return;
      for (const c of extra) if (!c.some((g) => (taken[g] ?? 0) > 0)) return;
      visit(groups, take, len, w);
      return;
    }
    if (i >= m || (rest[i] ?? 0) < left || (covered | (reach[i] ?? 0)) !== all) return;
    const g = cands[i] ?? 0;
    const have = count[g] ?? 0;
    walk(i + 1, left, len, w, covered);
    groups[len] = g;
    const top = have < left ? have : left;
    const row = have * MAX;
    const c = covered | (cover[g] ?? 0);
    for (let t = 1; t <= top; t++) {
      take[len] = t;
      taken[g] = t;
      walk(i + 1, left - t, len + 1, w * (BINOM[row + t] ?? 0), c);
    }
    taken[g] = 0;
  };
  return {
    each(c, v) {
      count = c;
      visit = v;
      m = 0;
      for (let g = 0; g < n; g++) if (level.open[g] && (c[g] ?? 0) > 0) cands[m++] = g;
      rest[m] = 0;
      reach[m] = 0;
      for (let i = m - 1; i >= 0; i--) {
        const g = cands[i] ?? 0;
        rest[i] = (rest[i + 1] ?? 0) + (c[g] ?? 0);
        reach[i] = (reach[i + 1] ?? 0) | (cover[g] ?? 0);
      }
      walk(0, level.need, 0, 1, 0);
    },
  };
}

function envelopeChooser(level: Level): Chooser {
  const n = level.open.length;
  const groups = new Int32Array(n);
  const take = new Int32Array(n).fill(1);
  const taken = new Int32Array(n);
  const byKind: number[][] = [[], [], []];
  let count: Int32Array = new Int32Array(0);
  let visit: Visit = () => {};
  const allowed = (): boolean => !level.notAll.some((a) => a.every((g) => (taken[g] ?? 0) > 0));
  const walk = (k: number, w: number): void => {
    if (k === byKind.length) {
      if (allowed()) visit(groups, take, k, w);
      return;
    }
    for (const g of byKind[k] ?? []) {
      groups[k] = g;
      taken[g] = 1;
      walk(k + 1, w * (count[g] ?? 0));
      taken[g] = 0;
    }
  };
  return {
    each(c, v) {
      count = c;
      visit = v;
      byKind.length = 0;
      const kinds: number[][] = [[], [], []];
      level.open.forEach((open, g) => open && (c[g] ?? 0) > 0 && kinds[level.kind[g] ?? 0]?.push(g));
      for (const list of kinds) if (list.length > 0) byKind.push(list);
      if (byKind.length === level.need) walk(0, 1);
    },
  };
}
