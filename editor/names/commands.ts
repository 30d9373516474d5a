// The forms' commands that know about names: a field set through `setField` renames when it is an id or a
// room's key (rename.ts), a new suspect, weapon, room or Keeper is made from the name asked for, and a value
// a form makes up (a union's new branch, a new list item) refers to things that exist, never to classic's.
import { boardOf, charAt, type BoardView, type Cell } from "../model/board";
import { dataOf, getIn, setIn, type Command, type Doc } from "../model/doc";
import type { Path } from "../model/patch";
import type { Json } from "../model/render";
import { deriveId, namesOf } from "./names";
import { DECLARED, expand, fieldKind, REFERENCES, type Kind } from "./refs";
import { rekeyRoom, renameId } from "./rename";

/** Set a form field: an id renames everywhere, a room key relabels its squares; a refused one changes nothing. */
export const setField =
  (path: Path, v: Json | undefined): Command =>
  (doc) => {
    const old = getIn(dataOf(doc), path);
    const f = fieldKind(path);
    if (f?.declares && typeof old === "string" && typeof v === "string" && old !== "") {
      const r = renameId(doc, f.kind, old, v);
      return "cmd" in r ? r.cmd(doc) : doc;
    }
    const room = path.length === 3 && path[0] === "rooms" && path[2] === "key";
    const id = room ? getIn(dataOf(doc), ["rooms", path[1]!, "id"]) : undefined;
    if (room && typeof id === "string" && typeof old === "string" && old !== "" && typeof v === "string") {
      const r = rekeyRoom(doc, id, v);
      return "cmd" in r ? r.cmd(doc) : doc;
    }
    return setIn(path, v)(doc);
  };

const COLOURS = ["#c8102e", "#e1ad01", "#f2f2f2", "#1e8449", "#1f5fbf", "#7d3c98", "#e07b00", "#00a3a3", "#8a5a2b"];

/** A corridor square no suspect starts on, the board's edge first (where classic's starts are). */
function freeStart(b: BoardView): Cell | undefined {
  const taken = new Set(b.starts.flatMap((s) => (s.cell ? [s.cell.join(",")] : [])));
  let inner: Cell | undefined;
  for (let r = 0; r < b.rows; r++)
    for (let c = 0; c < b.cols; c++) {
      if (charAt(b, [r, c]) !== "." || taken.has(`${r},${c}`)) continue;
      if (r === 0 || c === 0 || r === b.rows - 1 || c === b.cols - 1) return [r, c];
      inner ??= [r, c];
    }
  return inner;
}

/** The new item for a thing named `name`: a unique id from the name, and for a suspect a free colour and start. */
export function newItem(doc: Doc, kind: Kind, name: string, key?: string): Record<string, Json> {
  const names = namesOf(doc);
  const id = deriveId(names, kind, name);
  const n = name.trim() || id;
  if (kind === "room") return { id, name: n, key: key ?? "" };
  if (kind === "weapon") return { id, name: n };
  if (kind === "keeper") return { id, name: n, count: 1, effect: { kind: "extraTurn" }, text: "" };
  const b = boardOf(doc);
  const used = new Set(b.starts.map((s) => s.color.toLowerCase()));
  const start = freeStart(b);
  return {
    id,
    name: n,
    color: COLOURS.find((c) => !used.has(c)) ?? "#888888",
    ...(start && { start: [start[0], start[1]] }),
  };
}

/** The command that adds it at the end of the file's own list of that kind. */
export function addItem(kind: Kind, item: Record<string, Json>): Command {
  return (doc) => {
    const listPath = DECLARED[kind].slice(0, -2) as string[];
    const own = getIn(dataOf(doc), listPath);
    return setIn([...listPath, Array.isArray(own) ? own.length : 0], item)(doc);
  };
}

/**
 * A value a form makes up for `path` (a union's new branch, a new list item) with its references pointed at
 * things that exist: the first of their kind (a power's suspect, the first one without a power), never the
 * schema's example ids. A declaration in it gets a unique id.
 */
export function fillRefs(doc: Doc, path: Path, value: Json): Json {
  const names = namesOf(doc);
  const powers = REFERENCES.find((r) => r.kind === "suspect" && r.path.includes("powers"))!.path;
  const withPower = new Set(expand(dataOf(doc), powers).map((x) => x.value));
  const fix = (v: Json, at: Path): Json => {
    const f = fieldKind(at);
    if (f && typeof v === "string") {
      if (f.declares) return deriveId(names, f.kind, f.kind);
      const taken = f.kind === "suspect" && at[1] === "personalities" ? withPower : new Set<unknown>();
      return (names[f.kind].find((x) => !taken.has(x.id)) ?? names[f.kind][0])?.id ?? "";
    }
    if (Array.isArray(v)) return v.map((x, i) => fix(x, [...at, i]));
    if (v !== null && typeof v === "object")
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fix(x, [...at, k])]));
    return v;
  };
  return fix(value, path);
}
