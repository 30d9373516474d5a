// The editor's one store: the document's history, the file it came from, and the text it was opened with
// (so "unchanged" and the draft offer can be told). Changed only by these actions.
import { useReducer } from "react";
import type { ParentResolver } from "../../compiler/extends";
import { docOf, type Command, type Doc, type LocaleFile } from "../model/doc";
import { redo, run, start, undo, type History } from "../model/history";

export interface Opened {
  text: string;
  /** File name shown and used for the download. */
  name: string;
  /** A built-in edition's id, when opened from one. */
  builtin?: string;
  /** The translation files opened with it. */
  locales?: LocaleFile[];
}

export interface EditorState {
  history: History;
  opened: Opened;
  /** Counts every change of the present document, so a check can be matched to the text it was run on. */
  rev: number;
  /** Where the docs it opens find what they extend (`Doc.parents`): in the page, the built-in editions. */
  parents: ParentResolver;
  /**
   * The files as last written out (downloaded or saved in place), if they were: the unsaved mark compares
   * with this. The draft in browser storage still compares with what was opened, so it is kept as before.
   */
  saved?: { text: string; locales?: readonly LocaleFile[] };
}

export type EditorAction =
  | { type: "run"; cmd: Command }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "open"; opened: Opened; text?: string; locales?: LocaleFile[] }
  /** The doc was written out (downloaded, saved in place): it is what "unchanged" now means. */
  | { type: "saved"; doc: { text: string; locales?: readonly LocaleFile[] } };

function reduce(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case "run": {
      const history = run(s.history, a.cmd);
      return history === s.history ? s : { ...s, history, rev: s.rev + 1 };
    }
    case "undo":
    case "redo": {
      const history = (a.type === "undo" ? undo : redo)(s.history);
      return history === s.history ? s : { ...s, history, rev: s.rev + 1 };
    }
    case "open":
      return {
        opened: a.opened,
        history: start(docOf(a.text ?? a.opened.text, a.locales ?? a.opened.locales, s.parents)),
        rev: s.rev + 1,
        parents: s.parents,
      };
    case "saved":
      return { ...s, saved: { text: a.doc.text, ...(a.doc.locales && { locales: a.doc.locales }) } };
  }
}

export const initialState = (opened: Opened, parents: ParentResolver, text?: string): EditorState => ({
  opened,
  history: start(docOf(text ?? opened.text, opened.locales, parents)),
  rev: 0,
  parents,
});

/** A built-in edition as opened, with its translations. */
export const builtinOpened = (id: string, b: { text: string; locales?: LocaleFile[] }): Opened => ({
  text: b.text,
  name: `${id}.yaml`,
  builtin: id,
  ...(b.locales && { locales: b.locales }),
});

/** Has the doc changes not written out since it was opened or last saved? */
export const unsaved = (s: EditorState, doc: Doc): boolean => changed(s.saved ?? s.opened, doc);

/** Does the doc differ from what was opened (edition text or any translation)? */
export const changed = (
  o: { text: string; locales?: readonly LocaleFile[] },
  doc: { text: string; locales?: readonly LocaleFile[] },
): boolean => doc.text !== o.text || JSON.stringify(doc.locales ?? []) !== JSON.stringify(o.locales ?? []);

export const useEditor = (init: () => EditorState) => useReducer(reduce, undefined, init);
