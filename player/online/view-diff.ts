// A seat's view as it travels after the first frame on a connection: only what changed since the frame before.
// Between two moves most of a view stays put (the edition, the hand, the board's weapons, most tokens, the
// records), and sending it whole to every seat after every move was most of the server's work and bytes.
// The server works the change out from two `viewFor` results (diffView); the page applies it to the view it
// holds (patchView) and gets `viewFor` again, exactly. Browser-safe: the page reads frames with this.
import type { PlayerView } from "../engine";

/** A view as a frame carries it: the log travels apart (GameFrame's `log`). */
export type ViewFields = Omit<PlayerView, "log">;

// Every field, so that a diff from the server names only these (a page never takes an unknown key), and so
// that a field added to PlayerView and not here fails to compile.
const FIELDS: Record<keyof ViewFields, "list" | "value"> = {
  edition: "value",
  editionHash: "value",
  viewer: "value",
  seats: "list",
  hand: "list",
  seen: "list",
  faceUp: "list",
  pool: "value",
  hands: "value",
  envelope: "value",
  tokens: "list",
  weapons: "list",
  turn: "value",
  waiting: "value",
  intrigue: "value",
  records: "list",
  result: "value",
};
const KEYS = Object.keys(FIELDS) as (keyof ViewFields)[];

/** A list field whose items changed: its new length, and the items that differ, by index. */
interface ListChange {
  n: number;
  at: number[];
  items: unknown[];
}

/** A view's change: whole fields that differ, and the changed items of list fields. */
export interface ViewDiff {
  set: Partial<ViewFields>;
  lists: Partial<Record<keyof ViewFields, ListChange>>;
}

/** Deep equality of plain data (what a view is made of: no dates, maps or cycles). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], bs[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const kx = Object.keys(x);
  if (kx.length !== Object.keys(y).length) return false;
  for (const k of kx) if (!Object.hasOwn(y, k) || !same(x[k], y[k])) return false;
  return true;
}

function listChange(a: readonly unknown[], b: readonly unknown[]): ListChange | null {
  const at: number[] = [];
  const items: unknown[] = [];
  for (let i = 0; i < b.length; i++)
    if (i >= a.length || !same(a[i], b[i])) {
      at.push(i);
      items.push(b[i]);
    }
  return at.length === 0 && a.length === b.length ? null : { n: b.length, at, items };
}

/** What `next` changes of `prev`, both views of the same viewer. Most fields are shared objects: `===` skips them. */
export function diffView(prev: ViewFields, next: ViewFields): ViewDiff {
  const set: Partial<Record<keyof ViewFields, unknown>> = {};
  const lists: ViewDiff["lists"] = {};
  for (const k of KEYS) {
    const [a, b] = [prev[k], next[k]];
    if (a === b) continue;
    if (FIELDS[k] === "list" && Array.isArray(a) && Array.isArray(b)) {
      const change = listChange(a, b);
      if (change) lists[k] = change;
    } else if (!same(a, b)) set[k] = b;
  }
  return { set: set as Partial<ViewFields>, lists };
}

const isIndex = (i: unknown, n: number): i is number =>
  Number.isSafeInteger(i) && (i as number) >= 0 && (i as number) < n;

/** One list field with its change applied, or null when the change does not fit (a gap, an index out of range). */
function patchList(old: unknown, change: unknown): unknown[] | null {
  if (!Array.isArray(old) || typeof change !== "object" || change === null) return null;
  const { n, at, items } = change as Partial<Record<keyof ListChange, unknown>>;
  if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) return null;
  if (!Array.isArray(at) || !Array.isArray(items) || at.length !== items.length) return null;
  const out: unknown[] = old.slice(0, n);
  for (let j = 0; j < at.length; j++) {
    const i: unknown = at[j];
    if (!isIndex(i, n) || i > out.length) return null;
    out[i] = items[j] as unknown;
  }
  return out.length === n ? out : null;
}

/**
 * The view `diff` makes of `prev` (a whole view when `prev` is null: then `diff.set` must hold every field),
 * or null when the diff does not apply (an unknown field, a list change that does not fit): the page then
 * joins again and is sent the view whole. Unchanged fields keep `prev`'s objects.
 */
export function patchView(prev: ViewFields | null, diff: unknown): ViewFields | null {
  // Read as the wire gave it (a ViewDiff, if the server is sound): its shape is checked here, not trusted.
  if (typeof diff !== "object" || diff === null) return null;
  const { set, lists } = diff as Record<string, unknown>;
  if (typeof set !== "object" || set === null || typeof lists !== "object" || lists === null) return null;
  for (const k of Object.keys(set)) if (!Object.hasOwn(FIELDS, k)) return null;
  for (const k of Object.keys(lists))
    if (!Object.hasOwn(FIELDS, k) || FIELDS[k as keyof ViewFields] !== "list") return null;
  if (!prev)
    return KEYS.every((k) => Object.hasOwn(set, k)) && Object.keys(lists).length === 0
      ? ({ ...set } as ViewFields)
      : null;
  const out: Record<string, unknown> = { ...prev };
  for (const k of KEYS) {
    if (Object.hasOwn(set, k)) out[k] = (set as Record<string, unknown>)[k];
    else if (Object.hasOwn(lists, k)) {
      const list = patchList(prev[k], (lists as Record<string, unknown>)[k]);
      if (!list) return null;
      out[k] = list;
    }
  }
  return out as unknown as ViewFields;
}
