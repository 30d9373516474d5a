// The document: the edition file's text is the source of truth. Everything the editor shows is read from
// it, and every change is a pure `doc -> doc` command that splices the text (patch.ts), so saving is
// writing the text out.
import { parseDocument } from "yaml";
import { patch, type Path } from "./patch";
import type { Json } from "./render";

export interface Doc {
  readonly text: string;
}

export type Command = (doc: Doc) => Doc;

const cache = new WeakMap<Doc, unknown>();

export const docOf = (text: string): Doc => ({ text });

/** The file as plain data, or undefined when the YAML does not parse (the board then shows nothing). */
export function dataOf(doc: Doc): Record<string, unknown> | undefined {
  if (cache.has(doc)) return cache.get(doc) as Record<string, unknown> | undefined;
  let data: unknown;
  try {
    const d = parseDocument(doc.text);
    data = d.errors.length === 0 ? d.toJS({ maxAliasCount: 100 }) : undefined;
  } catch {
    data = undefined;
  }
  const out = typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  cache.set(doc, out);
  return out;
}

export function getIn(value: unknown, path: Path): unknown {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[String(seg)];
  }
  return v;
}

/** The command that sets (or with `undefined` deletes) the value at `path`; a no-op leaves the same doc. */
export const setIn =
  (path: Path, value: Json | undefined): Command =>
  (doc) => {
    const text = patch(doc.text, path, value);
    return text === doc.text ? doc : docOf(text);
  };

/** Commands in a row, as one step. */
export const chain =
  (...cmds: Command[]): Command =>
  (doc) =>
    cmds.reduce((d, c) => c(d), doc);
