// The document: the edition file's text is the source of truth. Everything the editor shows is read from
// it, and every change is a pure `doc -> doc` command that splices the text (patch.ts), so saving is
// writing the text out.
import { parseDocument } from "yaml";
import type { ParentResolver } from "../../compiler/extends";
import { patchText, type Path } from "./patch";
import type { Json } from "./render";

/** A translation beside the edition (`locales/<lang>.yaml`), edited and checked with it. */
export interface LocaleFile {
  readonly lang: string;
  readonly text: string;
}

export interface Doc {
  readonly text: string;
  /** The edition's translation files, sorted by language; absent when it has none. */
  readonly locales?: readonly LocaleFile[];
  /**
   * Where its `extends:` finds the parent edition (in the page, the built-in editions: open/builtins.ts),
   * as compile() is given one; model/inherit.ts draws the inherited board from it. Without it nothing is
   * inherited. Carried by every doc a command makes from this one.
   */
  readonly parents?: ParentResolver;
  /**
   * How many changes on the way to this doc could not be spliced in place, so the file was re-printed
   * (patch.ts); absent while none was. A step that raises it re-printed the file (the property test holds
   * it at zero).
   */
  readonly reprints?: number;
}

export type Command = (doc: Doc) => Doc;

const cache = new WeakMap<Doc, unknown>();

/**
 * The compiler's own parser options (compiler/load.ts). `prettyErrors` must stay off: a pretty error copies
 * the text around it, so a line of a million commas (a million errors) took minutes and gigabytes.
 */
export const YAML_OPTIONS = { prettyErrors: false, strict: true, uniqueKeys: true } as const;

/**
 * Above this many YAML punctuation marks and lines, a text takes the parser longer than a frame or two (some
 * 8 µs a mark), so the page leaves its reading to the check's Worker (live/remote.ts) and is given the data
 * with the check's result. Classic has some 600, The Office 1,400, a 300 x 300 board 500.
 */
const HEAVY_MARKS = 10_000;

const heavyTexts = new Map<string, boolean>();

/** Is this text too much to parse in the page? One pass over its characters, remembered for the last few texts. */
export function heavy(text: string): boolean {
  const known = heavyTexts.get(text);
  if (known !== undefined) return known;
  let n = 0;
  for (let i = 0; i < text.length && n <= HEAVY_MARKS; i++) {
    const c = text.charCodeAt(i);
    // , : - [ { and new lines: each may start a node.
    if (c === 44 || c === 58 || c === 45 || c === 91 || c === 123 || c === 10) n++;
  }
  if (heavyTexts.size > 8) heavyTexts.clear();
  heavyTexts.set(text, n > HEAVY_MARKS);
  return n > HEAVY_MARKS;
}

/** A heavy doc whose data the Worker has not sent yet: drawn as empty meanwhile, and not cached as such. */
export const pending = (doc: Doc): boolean => !cache.has(doc) && heavy(doc.text);

/** The data the Worker read from a heavy doc's text (undefined: it does not parse to a mapping). */
export function adoptData(doc: Doc, data: unknown): void {
  if (cache.has(doc)) return;
  cache.set(doc, typeof data === "object" && data !== null && !Array.isArray(data) ? data : undefined);
}

export const docOf = (text: string, locales?: readonly LocaleFile[], parents?: ParentResolver): Doc => ({
  text,
  ...(locales && locales.length > 0 && { locales }),
  ...(parents && { parents }),
});

/** The same doc with new edition text (its translations and where its parents are found kept). */
export const withText = (doc: Doc, text: string): Doc => (text === doc.text ? doc : { ...doc, text });

/** The file name a translation is checked and saved under, as `clue-compile check` finds it. */
export const localeFile = (lang: string): string => `locales/${lang}.yaml`;

/** Set a translation's text (a new language is added, `null` takes one away). */
export const setLocale =
  (lang: string, text: string | null): Command =>
  (doc) => {
    const rest = (doc.locales ?? []).filter((l) => l.lang !== lang);
    const old = doc.locales?.find((l) => l.lang === lang);
    if (text === null ? !old : old?.text === text) return doc;
    const locales =
      text === null ? rest : [...rest, { lang, text }].sort((a, b) => (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0));
    return docOf(doc.text, locales, doc.parents);
  };

/** The file as plain data, or undefined when the YAML does not parse (the board then shows nothing). */
export function dataOf(doc: Doc): Record<string, unknown> | undefined {
  if (cache.has(doc)) return cache.get(doc) as Record<string, unknown> | undefined;
  if (heavy(doc.text)) return undefined;
  let data: unknown;
  try {
    const d = parseDocument(doc.text, YAML_OPTIONS);
    data = d.errors.length === 0 ? d.toJS({ maxAliasCount: 100 }) : undefined;
  } catch {
    data = undefined;
  }
  const out =
    typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
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
    const r = patchText(doc.text, path, value);
    const next = withText(doc, r.text);
    return r.exact || next === doc ? next : { ...next, reprints: (doc.reprints ?? 0) + 1 };
  };

/** Commands in a row, as one step. */
export const chain =
  (...cmds: Command[]): Command =>
  (doc) =>
    cmds.reduce((d, c) => c(d), doc);
