// Following `extends:` from an edition to its root: each parent read through a function the caller hands
// in (the CLI reads files; the editor and the player look in their built-in editions and the files
// opened), so this stays browser-safe. Refused with a coded error at the `extends:` that leads there: a
// parent that can not be found or lies outside the project, a cycle, and a chain deeper than MAX_CHAIN.
import type { Code } from "../catalogue";
import type { Diagnostic } from "../diagnostics";
import { diagnose, load, type Source } from "../load";
import { spanOf } from "../locate";

/** How deep a chain of parents may go; a real edition needs one or two. */
export const MAX_CHAIN = 8;

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** What a parent lookup answers: the file, or why there is none. */
export type ParentFile = { file: string; text: string | Uint8Array } | { missing: string } | { outside: string };

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
  const fail = (at: ChainFile, code: Code, message: string, help: string): Chain => ({
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
      return fail(
        cur,
        "EXTENDS_TOO_DEEP",
        `this is the ${files.length}th edition in a chain of \`extends\`; the limit is ${MAX_CHAIN}`,
        "extend the edition further up the chain directly, or write the keys out",
      );
    if (!ID.test(ref) && !/^\.\.?\//.test(ref))
      return fail(
        cur,
        "EXTENDS_MISSING",
        `\`${ref.slice(0, 80)}\` is neither an edition id nor a relative path`,
        "give an edition id such as `classic`, or a path that starts with ./ or ../",
      );
    let found: ParentFile;
    try {
      found = resolver ? resolver(ref, cur.source.file) : { missing: "no editions are available to extend here" };
    } catch (e) {
      found = { missing: e instanceof Error ? e.message : "the lookup failed" };
    }
    if ("missing" in found)
      return fail(
        cur,
        "EXTENDS_MISSING",
        `the parent edition \`${ref}\` can not be found: ${found.missing}`,
        "give an edition id such as `classic`, or a path to an edition.yaml (or its folder) relative to this file, such as `../classic`",
      );
    if ("outside" in found)
      return fail(
        cur,
        "EXTENDS_OUTSIDE",
        `the parent \`${ref}\` lies outside the project (${found.outside})`,
        "extend an edition inside this project: copy the parent into variants/ first",
      );
    if (files.some((f) => f.source.file === found.file))
      return fail(
        cur,
        "EXTENDS_CYCLE",
        `\`extends: ${ref}\` leads back to ${found.file}: ${[...files.map((f) => f.source.file), found.file].join(" -> ")}`,
        "an edition can not be its own ancestor: make one of them extend an edition outside the loop, or none",
      );
    const loaded = load(found.file, found.text);
    sources.push(loaded.source);
    if (!loaded.data) return { files: [], sources, diagnostics: loaded.diagnostics };
    cur = { source: loaded.source, data: loaded.data };
    files.push(cur);
  }
  return { files: files.reverse(), sources, diagnostics: [] };
}
