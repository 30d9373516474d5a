// Lists of things with ids, merged by id: an entry naming a parent's id changes that entry in place
// (rename a suspect by giving its id and a new name); `replaces: <id>` puts a new entry in an old one's
// place, inheriting what it leaves out; `remove: true` takes one out; any other id is added at the end and
// must then be complete. An entry that names an id the parent lacks in any of these ways is refused.
import { closest } from "../didyoumean";
import type { ListWhat } from "../words/en/extends";
import { say } from "../words";
import { join, type Text } from "../words/text";
import type { Prov } from "./origin";

type Rec = Record<string, unknown>;
const isObj = (v: unknown): v is Rec => v !== null && typeof v === "object" && !Array.isArray(v);

export interface ListKind {
  /** Where the list lies in an edition. */
  path: readonly string[];
  /** The key that identifies an entry. */
  key: string;
  /** What one entry is called in messages. */
  what: ListWhat;
  /** What an added entry must carry besides its key. */
  needs: readonly string[];
}

export const LISTS: readonly ListKind[] = [
  { path: ["suspects"], key: "id", what: "suspect", needs: ["name", "color", "start"] },
  { path: ["weapons"], key: "id", what: "weapon", needs: ["name"] },
  { path: ["rooms"], key: "id", what: "room", needs: ["name", "key"] },
  { path: ["modules", "intrigue", "keepers"], key: "id", what: "keeper", needs: ["name", "text", "effect"] },
  { path: ["modules", "personalities", "powers"], key: "suspect", what: "power", needs: ["name", "text", "effect"] },
];

export interface Item {
  value: Rec;
  prov: Prov;
}

export type Refuse = (at: Prov, field: string, message: Text, help: Text) => void;

const w = say.extends;

/** Merges `child` (the extending file's list, with its provenance) into `parent`'s entries. */
export function mergeList(
  kind: ListKind,
  parent: Item[],
  child: Item[],
  mergeEntry: (a: Item, b: Item) => Item,
  refuse: Refuse,
  renamed: (from: string, to: string, old: Rec, now: Rec) => void,
): Item[] {
  const out: (Item | null)[] = [...parent];
  const index = (id: unknown) => out.findIndex((e) => e !== null && e.value[kind.key] === id);
  const known = () => out.filter((e): e is Item => e !== null).map((e) => String(e.value[kind.key]));
  child.forEach((c) => {
    const { value } = c;
    const id = value[kind.key];
    const at = c.prov;
    if (value.remove === true) {
      const j = index(id);
      if (j < 0) return refuse(at, kind.key, w.noneToRemove(kind.what, String(id)), hint(String(id), known()));
      out[j] = null;
      return;
    }
    if (typeof value.replaces === "string") {
      const j = index(value.replaces);
      if (j < 0)
        return refuse(at, "replaces", w.noneToReplace(kind.what, value.replaces), hint(value.replaces, known()));
      const old = out[j] as Item;
      const { replaces: _r, ...rest } = value;
      const merged = mergeEntry(old, { value: rest, prov: c.prov });
      out[j] = merged;
      if (value.replaces !== id) renamed(value.replaces, String(id), old.value, merged.value);
      return;
    }
    const j = index(id);
    if (j >= 0) {
      const old = out[j] as Item;
      out[j] = mergeEntry(old, c);
      renamed(String(id), String(id), old.value, out[j].value);
      return;
    }
    const lacking = kind.needs.filter((k) => value[k] === undefined);
    if (lacking.length > 0)
      return refuse(
        at,
        kind.key,
        w.noneToChange(kind.what, String(id), lacking),
        join([hint(String(id), known()), w.howToAdd(kind.what, kind.needs)]),
      );
    out.push(c);
  });
  return out.filter((e): e is Item => e !== null);
}

function hint(id: string, known: string[]): Text {
  const c = closest(id, known);
  return c === undefined ? w.parentsAre(known) : w.didYouMean(c);
}

export const asItems = (v: unknown, prov: Prov | undefined): Item[] | undefined =>
  Array.isArray(v) && prov?.kids
    ? v.map((e, i) => ({
        value: isObj(e) ? e : {},
        prov: prov.kids?.get(i) ?? { src: prov.src, path: [...prov.path, i] },
      }))
    : undefined;
