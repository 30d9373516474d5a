// Renames that carry every reference: a new id for a room, suspect, weapon or Keeper rewrites its
// declaration, every place that refers to it (refs.ts) and the keys of the translations beside the edition,
// as one command (one step of undo); a room's new grid key relabels its squares. A rename that would break
// the edition is refused with the reason, before anything changes.
import { boardOf } from "../model/board";
import { chain, dataOf, docOf, getIn, setIn, withText, type Command, type Doc } from "../model/doc";
import { spliceRows } from "../model/grid";
import { gridText } from "../model/commands";
import { inherited, onOwnBoard } from "../model/inherit";
import { idFree, ID_PATTERN, namesOf } from "./names";
import { LOCALE_MAPS, placesOf, type Kind } from "./refs";
import { renameKeys, setScalars } from "./splice";

/** Why a rename is refused: a message key of names/messages and what fills it. */
export interface Refusal {
  reason: "badId" | "idTaken" | "unknown" | "inherited" | "badKey" | "keyTaken" | "keyInGrid";
  vars?: Record<string, string>;
}
export type Renamed = { cmd: Command } | { refused: Refusal };

/** The ids the parent of an extending edition declares: those are its, and are renamed there. */
function parentHas(doc: Doc, kind: Kind, id: string): boolean {
  const ext = dataOf(doc)?.extends;
  if (typeof ext !== "string" || !doc.parents) return false;
  const parent = inherited(docOf(`extends: ${JSON.stringify(ext)}\n`, undefined, doc.parents));
  return placesOf(parent, kind, id).length > 0;
}

export function renameId(doc: Doc, kind: Kind, from: string, to: string): Renamed {
  const names = namesOf(doc);
  if (!ID_PATTERN.test(to) || to.length > 40) return { refused: { reason: "badId", vars: { id: to } } };
  if (!names.own[kind].has(from)) return { refused: { reason: "unknown", vars: { id: from } } };
  if (to === from) return { cmd: (d) => d };
  if (!idFree(names, kind, to)) return { refused: { reason: "idTaken", vars: { id: to } } };
  if (parentHas(doc, kind, from))
    return { refused: { reason: "inherited", vars: { id: from, parent: String(dataOf(doc)?.extends) } } };
  return { cmd: (d) => renameLocales(renameText(d, kind, from, to), kind, from, to) };
}

function renameText(doc: Doc, kind: Kind, from: string, to: string): Doc {
  const paths = placesOf(dataOf(doc), kind, from);
  const fast = setScalars(doc.text, paths, to);
  if (fast !== undefined) return withText(doc, fast);
  return chain(...paths.map((p) => setIn(p, to)))(doc);
}

function renameLocales(doc: Doc, kind: Kind, from: string, to: string): Doc {
  if (!doc.locales) return doc;
  const locales = doc.locales.map((l) => {
    const text = renameKeys(l.text, LOCALE_MAPS[kind], from, to);
    return text === undefined || text === l.text ? l : { ...l, text };
  });
  return locales.some((l, i) => l !== doc.locales![i]) ? { ...doc, locales } : doc;
}

/** A room's new grid key: its squares relabelled, the key set, one step. */
export function rekeyRoom(doc: Doc, id: string, key: string): Renamed {
  const names = namesOf(doc);
  const room = names.room.find((r) => r.id === id);
  if (!room) return { refused: { reason: "unknown", vars: { id } } };
  if (!/^[A-Za-z]$/.test(key)) return { refused: { reason: "badKey", vars: { key } } };
  if (key === room.key) return { cmd: (d) => d };
  const other = names.room.find((r) => r.key === key);
  if (other) return { refused: { reason: "keyTaken", vars: { key, room: other.name || other.id } } };
  const b = boardOf(doc);
  if (b.grid.some((r) => r.includes(key))) return { refused: { reason: "keyInGrid", vars: { key } } };
  const old = room.key ?? "";
  const relabel: Command = (d) => {
    const g = boardOf(d).grid;
    const rows = old ? g.map((r) => r.split(old).join(key)) : g;
    if (rows.every((r, i) => r === g[i])) return d;
    const fast = g.length < 400 ? spliceRows(d.text, g, rows) : undefined;
    return fast !== undefined ? withText(d, fast) : setIn(["board", "grid"], gridText(rows))(d);
  };
  return { cmd: chain(setKey(id, key), onOwnBoard(relabel)) };
}

/** The key on the file's own entry of the room (in an extending edition, a change in place of an inherited one). */
const setKey =
  (id: string, key: string): Command =>
  (doc) => {
    const own = getIn(dataOf(doc), ["rooms"]);
    const list = Array.isArray(own) ? own : [];
    const i = list.findIndex((r) => getIn(r, ["id"]) === id);
    return i >= 0 ? setIn(["rooms", i, "key"], key)(doc) : setIn(["rooms", list.length], { id, key })(doc);
  };
