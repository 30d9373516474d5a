// An edition that `extends:` another is drawn over what it inherits: its file laid over its parent's, the
// way the compiler merges them (compiler/extends/merge.ts), but tolerant, so a draft with errors is still
// drawn. Editing an inherited board first copies the whole inherited `board:` into the file, in the same
// step as the edit (undo takes both back): doors, passages and spaces are replaced whole by a child
// that writes them, so adding one door to a file that had none would otherwise drop every inherited door.
import { parseDocument } from "yaml";
import type { ParentResolver } from "../../compiler/extends";
import { mergeLayer } from "../../compiler/extends/merge";
import { provOf } from "../../compiler/extends/origin";
import { MAX_CHAIN } from "../../compiler/extends";
import { dataOf, setIn, YAML_OPTIONS, type Command, type Doc } from "./doc";
import type { Json } from "./render";

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const FILE = "edition.yaml";

/** Parents read, by resolved file and text (a pure cache: the same text reads the same). */
const parsed = new Map<string, Rec | null>();

/** A parent's own data merged over its ancestors, or null when it can not be read. */
function parentData(resolve: ParentResolver, ref: string, from: string, depth: number): Rec | null {
  if (depth >= MAX_CHAIN) return null;
  const found = resolve(ref, from);
  if (!("file" in found)) return null;
  const text = typeof found.text === "string" ? found.text : new TextDecoder().decode(found.text);
  const key = `${depth}\u0000${found.file}\u0000${text}`;
  if (parsed.has(key)) return parsed.get(key)!;
  let out: Rec | null = null;
  try {
    const d = parseDocument(text, YAML_OPTIONS);
    const data: unknown = d.errors.length === 0 ? d.toJS({ maxAliasCount: 100 }) : null;
    if (isRec(data))
      out =
        typeof data.extends === "string" ? over(parentData(resolve, data.extends, found.file, depth + 1), data) : data;
  } catch {
    out = null;
  }
  if (parsed.size > 16) parsed.clear();
  parsed.set(key, out);
  return out;
}

function over(base: Rec | null, child: Rec): Rec | null {
  if (!base) return null;
  try {
    return mergeLayer({ data: base, prov: provOf(base, 0) }, { data: child, prov: provOf(child, 1) }, () => {}).data;
  } catch {
    return null;
  }
}

const merged = new WeakMap<Doc, Rec | null>();

/**
 * The doc's data merged over what it extends, its parent found by the doc's own resolver (`Doc.parents`);
 * undefined when it extends nothing (or its parent is not found).
 */
export function inherited(doc: Doc): Rec | undefined {
  if (!merged.has(doc)) {
    const data = dataOf(doc);
    merged.set(
      doc,
      data && typeof data.extends === "string" && doc.parents
        ? over(parentData(doc.parents, data.extends, FILE, 0), data)
        : null,
    );
  }
  return merged.get(doc) ?? undefined;
}

/** The `extends:` of a doc whose board (or part of it) comes from its parent; undefined when the file owns its board. */
export function boardParent(doc: Doc): string | undefined {
  const m = inherited(doc);
  if (!m || !isRec(m.board)) return undefined;
  const own = dataOf(doc)?.board;
  const missing = Object.keys(m.board).some((k) => !isRec(own) || !(k in own));
  return missing ? String(dataOf(doc)?.extends) : undefined;
}

/** The inherited board's keys the file does not write yet, copied into it. */
function copyBoard(doc: Doc): Doc {
  const m = inherited(doc);
  if (!m || !isRec(m.board) || boardParent(doc) === undefined) return doc;
  const own = dataOf(doc)?.board;
  if (!isRec(own)) return setIn(["board"], m.board as Json)(doc);
  let d = doc;
  for (const [k, v] of Object.entries(m.board)) if (!(k in own)) d = setIn(["board", k], v as Json)(d);
  return d;
}

const boardJson = (doc: Doc) => JSON.stringify(dataOf(doc)?.board ?? null);

/**
 * A board command on a doc whose board is inherited: the board copied in first, in the same step. A
 * command that leaves the board as it was (a start square, a no-op) runs on the doc as it is.
 */
export const onOwnBoard =
  (cmd: Command): Command =>
  (doc) => {
    if (boardParent(doc) === undefined) return cmd(doc);
    const copied = copyBoard(doc);
    const after = cmd(copied);
    if (after === copied || after.text === copied.text) return doc;
    return boardJson(after) === boardJson(copied) ? cmd(doc) : after;
  };
