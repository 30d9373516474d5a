// The browser-safe front of the compiler: load -> validate -> normalize -> derive -> check, over text
// (no fs, no process), so the CLI and the editor run the very same checks.
import type { Edition } from "../schemas/edition";
import type { BoardGraph, CompiledEdition } from "../schemas/graph";
import type { EditionFiles } from "../schemas/input";
import { CHECKS } from "./checks";
import type { CheckContext } from "./checks/context";
import type { Code } from "./catalogue";
import { hasErrors, inLanguage, sortDiagnostics, type Diagnostic, type Span } from "./diagnostics";
import { derive } from "../edition/derive";
import type { EditionIn, LocaleIn } from "./input";
import { markersWithoutParent, resolveEdition, type ParentResolver, type Placed } from "./extends";
import { diagnose, load, type Source } from "./load";
import { checkLocale } from "./locales";
import { gridCellSpan, spanOf } from "./locate";
import { normalize, withRuleDefaults } from "./normalize";
import { validate } from "./validate";
import { say } from "./words";
import type { Lang } from "../i18n/lang";
import type { Text } from "./words/text";

// The one entry of the compiler for a page's Worker: `compile`, and the `extends:` lookup among the
// files a page holds.
export { pageParents, type PageFile } from "./extends/browser";

export interface EditionInput extends EditionFiles {
  /**
   * Reads a file the edition names (board art), relative to the edition's folder: its bytes, or null
   * when it does not exist. Left out where there are no files (a page checking text), and then the
   * checks of such files do not run.
   */
  assets?: (path: string) => Uint8Array | null;
  /**
   * Finds the edition an `extends:` names (compiler/extends/resolve.ts): the CLI's reads files
   * (files.ts), a page's looks among its built-in editions and the files opened. Left out, an edition
   * that extends another is refused with EXTENDS_MISSING.
   */
  parent?: ParentResolver;
  /** The language of the diagnostics' messages and help lines (English when left out). */
  lang?: Lang;
}

export interface CompileResult {
  diagnostics: Diagnostic[];
  /** Present when the edition has no errors. */
  compiled?: CompiledEdition;
  /** The edition file as loaded, for code frames. */
  source: Source;
  sources: Source[];
  /** With `extends:`, the chain of editions, the root first and this one last. */
  chain?: { file: string; id: string }[];
}

/** No single check may flood the list: past this many of one code, the rest are summarised away. */
const MAX_PER_CODE = 50;

/** Does a shape error at one of `blocked` touch data at `read` (one path within the other)? */
function touches(blocked: readonly string[], read: string): boolean {
  return blocked.some((b) => b === read || b.startsWith(read + "/") || read.startsWith(b + "/") || b === "");
}

function runChecks(
  source: Source,
  where: (path: readonly (string | number)[]) => Placed,
  data: EditionIn,
  edition: Edition,
  blocked: readonly string[],
  assets?: EditionInput["assets"],
): { diagnostics: Diagnostic[]; graph: BoardGraph } {
  const out: Diagnostic[] = [];
  let graph: BoardGraph | undefined;
  const { rows, cols, grid } = edition.board;
  // With `extends:`, what a check reports is placed in the file of the chain that holds it.
  const at = (path: readonly (string | number)[], code: Code, message: Text, help?: Text, span?: Span) => {
    const p = where(path);
    return diagnose(p.source, { code, path: p.path, message, help, span: span ?? spanOf(p.source, p.path) });
  };
  const gridSource = where(["board", "grid"]).source;
  const ctx: CheckContext = {
    source,
    data,
    edition,
    graph: () => (graph ??= derive(edition)),
    report: (code, path, message, help, span) => out.push(at(path, code, message, help, span)),
    reportCell: (code, row, col, message, help) =>
      out.push(at(["board", "grid"], code, message, help, gridCellSpan(gridSource, row, col))),
    cellSpan: (row, col) => gridCellSpan(gridSource, row, col),
    at: ([r, c]) => (r >= 0 && c >= 0 && r < rows && c < cols ? (grid[r]?.[c] ?? "#") : undefined),
    inBounds: ([r, c]) => r >= 0 && c >= 0 && r < rows && c < cols,
    ...(assets && { asset: assets }),
  };
  for (const check of CHECKS) {
    if (blocked.length === 0) check.run(ctx);
    else if (!check.reads.some((r) => touches(blocked, r)))
      try {
        check.run(ctx);
      } catch {
        // Best effort beside shape errors: a check confused by malformed data elsewhere says nothing.
      }
  }
  return { diagnostics: out, graph: ctx.graph() };
}

function capped(ds: Diagnostic[]): Diagnostic[] {
  const counts = new Map<string, number>();
  const kept = ds.filter((d) => {
    const n = (counts.get(d.code) ?? 0) + 1;
    counts.set(d.code, n);
    return n <= MAX_PER_CODE;
  });
  // The last one shown of a capped code says how many were left out, so a designer knows the list is not all.
  return kept.map((d) => {
    const more = (counts.get(d.code) ?? 0) - MAX_PER_CODE;
    if (more <= 0 || kept.filter((k) => k.code === d.code).at(-1) !== d) return d;
    const tail = say.extends.moreLikeIt(more);
    return { ...d, message: d.message + tail.en, ...(d.ja && { ja: { ...d.ja, message: d.ja.message + tail.ja } }) };
  });
}

export function compile(input: EditionInput): CompileResult {
  const loaded = load(input.file, input.text);
  const sources = [loaded.source];
  const done = (diagnostics: Diagnostic[], compiled?: CompiledEdition): CompileResult => ({
    diagnostics: inLanguage(sortDiagnostics(capped(diagnostics)), input.lang ?? "en"),
    source: loaded.source,
    sources,
    ...(compiled && { compiled }),
  });
  if (!loaded.data) return done(loaded.diagnostics);
  let shape = validate(loaded.source, loaded.data, "edition");
  let data = loaded.data as unknown as EditionIn;
  let where = (path: readonly (string | number)[]): Placed => ({ source: loaded.source, path: [...path] });
  const diagnostics: Diagnostic[] = [...shape.diagnostics, ...markersWithoutParent(loaded.source, loaded.data)];
  let chain: CompileResult["chain"];
  if (typeof loaded.data.extends === "string") {
    const r = resolveEdition(loaded.source, loaded.data, input.parent);
    sources.splice(0, 1, ...r.sources);
    chain = r.chain;
    if (!r.data) return { ...done(r.diagnostics), chain };
    diagnostics.splice(0, diagnostics.length, ...r.diagnostics);
    shape = { diagnostics: r.diagnostics, blocked: [] };
    data = r.data as unknown as EditionIn;
    where = r.place;
  }
  // Checks read the rules with every option filled in, as the engine will.
  data = withRuleDefaults(data);
  const locales: Record<string, LocaleIn> = {};
  const localeSources: [Source, string, LocaleIn][] = [];
  for (const l of input.locales ?? []) {
    const ll = load(l.file, l.text);
    sources.push(ll.source);
    diagnostics.push(...ll.diagnostics);
    if (!ll.data) continue;
    const lshape = validate(ll.source, ll.data, "locale").diagnostics;
    diagnostics.push(...lshape);
    if (lshape.length > 0) continue;
    locales[l.lang] = ll.data as unknown as LocaleIn;
    localeSources.push([ll.source, l.lang, ll.data as unknown as LocaleIn]);
  }

  // With shape errors, the checks that read only well-shaped data still run, so that one run reports
  // everything it can; normalizing badly shaped data may fail, and then they wait for the next run.
  let edition: Edition;
  let checked: ReturnType<typeof runChecks>;
  try {
    edition = normalize(data, locales);
    checked = runChecks(loaded.source, where, data, edition, shape.blocked, input.assets);
  } catch (e) {
    if (shape.diagnostics.length === 0) throw e;
    return done(diagnostics);
  }
  diagnostics.push(...checked.diagnostics);
  for (const [src, lang, l] of localeSources) diagnostics.push(...checkLocale(src, lang, l, edition));
  if (hasErrors(diagnostics)) return { ...done(diagnostics), ...(chain && { chain }) };
  return { ...done(diagnostics, { edition, graph: checked.graph }), ...(chain && { chain }) };
}
