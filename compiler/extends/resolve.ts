// Following `extends:` from an edition to its root: each parent read through a function the caller hands
// in (the CLI reads files; the editor and the player look in their built-in editions and the files
// opened), so this stays browser-safe. Refused with a coded error at the `extends:` that leads there: a
// parent that can not be found or lies outside the project, a cycle, and a chain deeper than MAX_CHAIN.
import type { Code } from "../catalogue";
import type { Diagnostic } from "../diagnostics";
import { diagnose, load, type Source } from "../load";
import { spanOf } from "../locate";
import { say } from "../words";
import { verbatim, type Text } from "../words/text";

/** How deep a chain of parents may go; a real edition needs one or two. */
export const MAX_CHAIN = 8;

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** What a parent lookup answers: the file, or why there is none. */
/** Why a parent is missing or outside: said in each language (a lookup of our own), or as it came. */
export type ParentFile =
  { file: string; text: string | Uint8Array } | { missing: string | Text } | { outside: string | Text };

const w = say.extends;
const said = (why: string | Text): Text => (typeof why === "string" ? verbatim(why) : why);
/** A message that quotes a reason: each language's message with that language's reason. */
const because = (f: (ref: string, why: string) => Text, ref: string, why: string | Text): Text => ({
  en: f(ref, said(why).en).en,
  ja: f(ref, said(why).ja).ja,
});

/**
 * Finds the edition that `ref` (an edition id or a path relative to `from`) names. `from` is the file
 * name of the edition that extends it, as it was given (the parent's `file` for a grandparent).
 */
export type ParentResolver = (ref: string, from: string) => ParentFile;

export interface ChainFile {
  source: Source;
  data: Record<string, unknown>;
}

export interface Chain {
  /** The root first, the edition being compiled last; empty when loading failed. */
  files: ChainFile[];
  /** Every file read, for code frames, even those that failed. */
  sources: Source[];
  diagnostics: Diagnostic[];
}

export const extendsOf = (data: Record<string, unknown>): string | undefined =>
  typeof data.extends === "string" ? data.extends : undefined;

export function resolveChain(first: ChainFile, resolver: ParentResolver | undefined): Chain {
  const files: ChainFile[] = [first];
  const sources: Source[] = [first.source];
  const fail = (at: ChainFile, code: Code, message: Text, help: Text): Chain => ({
    files: [],
    sources,
    diagnostics: [
      diagnose(at.source, { code, message, help, path: ["extends"], span: spanOf(at.source, ["extends"]) }),
    ],
  });
  for (let cur = first; ;) {
    const ref = extendsOf(cur.data);
    if (ref === undefined) break;
    if (files.length > MAX_CHAIN)
      return fail(cur, "EXTENDS_TOO_DEEP", w.tooDeep(files.length, MAX_CHAIN), w.tooDeepHelp);
    if (!ID.test(ref) && !/^\.\.?\//.test(ref))
      return fail(cur, "EXTENDS_MISSING", w.notIdOrPath(ref.slice(0, 80)), w.notIdOrPathHelp);
    let found: ParentFile;
    try {
      found = resolver ? resolver(ref, cur.source.file) : { missing: w.noEditionsHere };
    } catch (e) {
      found = { missing: e instanceof Error ? e.message : w.lookupFailed };
    }
    if ("missing" in found)
      return fail(cur, "EXTENDS_MISSING", because(w.notFound, ref, found.missing), w.notFoundHelp);
    if ("outside" in found) return fail(cur, "EXTENDS_OUTSIDE", because(w.outside, ref, found.outside), w.outsideHelp);
    if (files.some((f) => f.source.file === found.file))
      return fail(
        cur,
        "EXTENDS_CYCLE",
        w.cycle(ref, found.file, [...files.map((f) => f.source.file), found.file]),
        w.cycleHelp,
      );
    const loaded = load(found.file, found.text);
    sources.push(loaded.source);
    if (!loaded.data) return { files: [], sources, diagnostics: loaded.diagnostics };
    cur = { source: loaded.source, data: loaded.data };
    files.push(cur);
  }
  return { files: files.reverse(), sources, diagnostics: [] };
}
