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

/**
 * Everything a count reads: the grid's cells (they fix the cards still to place, who may hold them and how
 * many each holder still takes), the constraints left (each as its holder, its length and its cards; the
 * envelope's as -1), and the budget. Compared number by number: building a string of them cost half of
 * what the counts it saved did.
 */
export interface Key {
  state: Int8Array;
  constraints: Int32Array;
  budget: number;
}

/** Counts kept per seat; a position that comes back does so within a few counts. */
const KEEP = 6;
const memos = new WeakMap<object, { key: Key; counts: Remembered }[]>();

export function keyOf(g: Grid, p: Problem, budget: number): Key {
  let n = 0;
  for (const a of p.atLeastOne) n += 2 + a.cards.length;
  for (const a of p.notAll) n += 2 + a.length;
  const constraints = new Int32Array(n);
  let i = 0;
  for (const a of p.atLeastOne) {
    constraints[i++] = a.holder;
    constraints[i++] = a.cards.length;
    for (const c of a.cards) constraints[i++] = c;
  }
  for (const a of p.notAll) {
    constraints[i++] = -1;
    constraints[i++] = a.length;
    for (const c of a) constraints[i++] = c;
  }
  return { state: g.state, constraints, budget };
}

function same(a: Key, b: Key): boolean {
  if (a.budget !== b.budget || a.state.length !== b.state.length || a.constraints.length !== b.constraints.length)
    return false;
  for (let i = 0; i < a.constraints.length; i++) if (a.constraints[i] !== b.constraints[i]) return false;
  for (let i = 0; i < a.state.length; i++) if (a.state[i] !== b.state[i]) return false;
  return true;
}

export function recall(g: Grid, key: Key): Remembered | null {
  const list = memos.get(g.model);
  const hit = list?.find((x) => same(x.key, key));
  return hit ? { deals: hit.counts.deals, p: hit.counts.p.slice(), estimated: hit.counts.estimated } : null;
}

/** Keeps a copy of the key's cells: the grid's own change as the seat learns more. */
export function remember(g: Grid, key: Key, counts: Remembered): void {
  let list = memos.get(g.model);
  if (!list) memos.set(g.model, (list = []));
  list.push({
    key: { ...key, state: key.state.slice() },
    counts: { deals: counts.deals, p: counts.p.slice(), estimated: counts.estimated },
  });
  if (list.length > KEEP) list.shift();
}
