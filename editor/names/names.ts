// What an edition names: its suspects, weapons, rooms and Keepers, with their ids and names, read tolerantly
// from the doc (an extending edition's merged over its parent, as the board is drawn), once per doc.
import { dataOf, getIn, type Doc } from "../model/doc";
import { inherited } from "../model/inherit";
import { expand, DECLARED, KINDS, sameSpace, type Kind } from "./refs";

interface Named {
  id: string;
  name: string;
  /** A room's grid key. */
  key?: string;
}
export type Names = Record<Kind, Named[]> & {
  /** The edition's own words for each kind ("Location"), or empty to use the editor's. */
  terms: Partial<Record<Kind, string>>;
  /** Ids the file itself declares (an extending edition's others are inherited). */
  own: Record<Kind, Set<string>>;
};

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const cache = new WeakMap<Doc, Names>();

export function namesOf(doc: Doc): Names {
  let n = cache.get(doc);
  if (!n) cache.set(doc, (n = read(doc)));
  return n;
}

function read(doc: Doc): Names {
  const own = dataOf(doc);
  const data = inherited(doc) ?? own;
  const list = (k: Kind): Named[] =>
    expand(data, DECLARED[k].slice(0, -1)).flatMap(({ value }) => {
      const id = str(getIn(value, ["id"]));
      if (!id || getIn(value, ["remove"]) === true) return [];
      const key = getIn(value, ["key"]);
      return [{ id, name: str(getIn(value, ["name"])), ...(k === "room" && { key: str(key) }) }];
    });
  const ownIds = (k: Kind) => new Set(expand(own, DECLARED[k]).map((x) => str(x.value)));
  const terms = getIn(data, ["terms"]);
  return {
    suspect: list("suspect"),
    weapon: list("weapon"),
    room: list("room"),
    keeper: list("keeper"),
    terms: {
      suspect: str(getIn(terms, ["suspect"])),
      weapon: str(getIn(terms, ["weapon"])),
      room: str(getIn(terms, ["room"])),
    },
    own: { suspect: ownIds("suspect"), weapon: ownIds("weapon"), room: ownIds("room"), keeper: ownIds("keeper") },
  };
}

/** Is `id` free for a new thing of `kind` (cards share one space of ids)? */
export function idFree(names: Names, kind: Kind, id: string): boolean {
  return KINDS.every((k) => !sameSpace(k, kind) || !names[k].some((x) => x.id === id));
}

export const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const ID_MAX = 40;

/**
 * An id from a name: lowercase ASCII words joined by hyphens, accents dropped ("Salle à manger" gives
 * `salle-a-manger`); a name with no such letters (Japanese, say) gives the kind's word. A number is added
 * until the id is free, so two adds never give one id twice.
 */
export function deriveId(names: Names, kind: Kind, name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-")
    .replace(/^[0-9-]+/, "");
  let base = words.slice(0, ID_MAX - 4).replace(/-+$/, "") || kind;
  if (!ID_PATTERN.test(base)) base = kind;
  if (idFree(names, kind, base)) return base;
  for (let i = 2; ; i++) if (idFree(names, kind, `${base}-${i}`)) return `${base}-${i}`;
}

/** A grid key no room has and the grid does not use, letters first as they read on the board. */
export function freeKey(names: Names, grid: readonly string[]): string | undefined {
  const used = new Set([...names.room.map((r) => r.key ?? ""), ...grid.join("")]);
  return [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].find((k) => !used.has(k));
}
