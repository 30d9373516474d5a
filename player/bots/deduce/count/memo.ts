// The last few counts of each seat (its model), by what they were counted from: a seat's position now and
// then comes back unchanged (one count in forty of the 10-seat test games: a turn's record that did not
// move its grid, or a question asked twice), and a count is the dearest part of a decision.
import type { Grid } from "../grid";
import type { Problem } from "./problem";

/** What a count needs to be given back: the same numbers, in an array of its own. */
export interface Remembered {
  deals: number;
  p: Float64Array;
  estimated: { samples: number } | null;
}

/** Counts kept per seat; a position that comes back does so within a few counts. */
const KEEP = 6;
const memos = new WeakMap<object, { key: string; counts: Remembered }[]>();
let codes = new Uint16Array(0);

/**
 * Everything a count reads: the grid's cells (they fix the cards still to place, who may hold them and how
 * many each holder still takes), the constraints left, and the budget.
 */
export function keyOf(g: Grid, p: Problem, budget: number): string {
  const s = g.state;
  if (codes.length < s.length) codes = new Uint16Array(s.length);
  for (let i = 0; i < s.length; i++) codes[i] = 66 + (s[i] ?? 0);
  let key = "";
  // In slices: a call with too many arguments would not fit the stack.
  for (let i = 0; i < s.length; i += 4096) key += String.fromCharCode.apply(null, codes.subarray(i, Math.min(s.length, i + 4096)) as unknown as number[]);
  key += `|${budget}`;
  for (const a of p.atLeastOne) key += `|${a.holder}:${a.cards.join(",")}`;
  for (const a of p.notAll) key += `|e${a.join(",")}`;
  return key;
}

export function recall(g: Grid, key: string): Remembered | null {
  const list = memos.get(g.model);
  const hit = list?.find((x) => x.key === key);
  return hit ? { deals: hit.counts.deals, p: hit.counts.p.slice(), estimated: hit.counts.estimated } : null;
}

export function remember(g: Grid, key: string, counts: Remembered): void {
  let list = memos.get(g.model);
  if (!list) memos.set(g.model, (list = []));
  list.push({ key, counts: { deals: counts.deals, p: counts.p.slice(), estimated: counts.estimated } });
  if (list.length > KEEP) list.shift();
}
