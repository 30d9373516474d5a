// Where an edition declares its ids and where it refers to them: one list, read by the renames (every
// reference follows its id), the forms (a reference is a picker of what exists) and the new-item dialogs.
// The schema says only "an id" (`$defs/id`) at each of these places; refs.test.ts walks the schema and fails
// for an id-typed field this list does not place, so a reference added to the format cannot be missed here.
import type { Path } from "../model/patch";

export type Kind = "room" | "suspect" | "weapon" | "keeper";
/** A data path with `*` for any list index. */
export type Pattern = readonly (string | number)[];

/** Where each kind's ids are declared. */
export const DECLARED: Record<Kind, Pattern> = {
  suspect: ["suspects", "*", "id"],
  weapon: ["weapons", "*", "id"],
  room: ["rooms", "*", "id"],
  keeper: ["modules", "intrigue", "keepers", "*", "id"],
};
export const KINDS = Object.keys(DECLARED) as Kind[];

/** Every place whose value is an id declared elsewhere in the file. */
export const REFERENCES: readonly { path: Pattern; kind: Kind }[] = [
  { path: ["board", "passages", "*", "*"], kind: "room" },
  { path: ["rules", "firstPlayer", "suspect"], kind: "suspect" },
  { path: ["rules", "weapons", "room"], kind: "room" },
  { path: ["rules", "deal", "leftovers"], kind: "room" },
  { path: ["rules", "accusations", "room"], kind: "room" },
  { path: ["modules", "intrigue", "keepers", "*", "effect", "room"], kind: "room" },
  { path: ["modules", "personalities", "powers", "*", "effect", "room"], kind: "room" },
  { path: ["modules", "personalities", "powers", "*", "suspect"], kind: "suspect" },
];

/**
 * The `replaces` of an extending edition's items name the parent's ids, not this file's: they are not
 * renamed with this file's ids (refs.test.ts knows them as such).
 */
export const PARENT_REFERENCES: readonly Pattern[] = KINDS.map((k) => [...DECLARED[k].slice(0, -1), "replaces"]);

/** A translation's maps keyed by id (schemas/locale.schema.json): the keys follow a rename. */
export const LOCALE_MAPS: Record<Kind, readonly string[]> = {
  suspect: ["suspects", "powers"],
  weapon: ["weapons"],
  room: ["rooms"],
  keeper: ["keepers"],
};

/** Suspects, weapons and rooms are cards and share one space of ids (compiler/checks/ids.ts); Keepers have their own. */
export const sameSpace = (a: Kind, b: Kind): boolean => (a === "keeper") === (b === "keeper");

export function matches(p: Pattern, path: Path): boolean {
  return p.length === path.length && p.every((s, i) => (s === "*" ? typeof path[i] === "number" : s === path[i]));
}

/** The kind of id the field at `path` holds: a declaration or a reference; undefined for any other field. */
export function fieldKind(path: Path): { kind: Kind; declares: boolean } | undefined {
  for (const k of KINDS) if (matches(DECLARED[k], path)) return { kind: k, declares: true };
  const r = REFERENCES.find((x) => matches(x.path, path));
  return r && { kind: r.kind, declares: false };
}

/** Every concrete path in `data` that `p` matches, with the value there. */
export function expand(data: unknown, p: Pattern): { path: Path; value: unknown }[] {
  let at: { path: (string | number)[]; value: unknown }[] = [{ path: [], value: data }];
  for (const seg of p) {
    const next: typeof at = [];
    for (const { path, value } of at) {
      if (seg === "*") {
        if (Array.isArray(value)) value.forEach((v, i) => next.push({ path: [...path, i], value: v }));
      } else if (typeof value === "object" && value !== null && !Array.isArray(value) && Object.hasOwn(value, seg))
        next.push({ path: [...path, seg], value: (value as Record<string, unknown>)[seg] });
    }
    at = next;
  }
  return at;
}

/** The paths in `data` that hold the id `id` of `kind`: its declaration and every reference to it. */
export function placesOf(data: unknown, kind: Kind, id: string): Path[] {
  const pats = [DECLARED[kind], ...REFERENCES.filter((r) => r.kind === kind).map((r) => r.path)];
  return pats.flatMap((p) => expand(data, p).filter((x) => x.value === id)).map((x) => x.path);
}
