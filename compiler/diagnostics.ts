// Diagnostics are values with positions: phases report them to a sink and keep going; the CLI and the
// editor sort and print them.
import type { Diagnostic as DiagnosticOf } from "../schemas/diagnostic";
import { CATALOGUE, type Code } from "./catalogue";
import type { Lang } from "../i18n/lang";
import type { Text } from "./words/text";

/**
 * A diagnostic whose code is one of the catalogue's (its shape is schemas/diagnostic.ts, which pages import).
 * Inside the compiler it carries its Japanese too (`ja`), until `inLanguage` picks the reader's language.
 */
export type Diagnostic = DiagnosticOf<Code> & { ja?: { message: string; help?: string } };

/** A half-open span of character offsets into the source text. */
export type Span = readonly [start: number, end: number];

export interface Report {
  code: Code;
  message: Text;
  help?: Text;
  path?: readonly (string | number)[];
  span?: Span;
}

export function pointer(path: readonly (string | number)[]): string {
  return path.map((p) => "/" + String(p).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

/** Offsets to 1-based line/column pairs; `lineStarts` holds the offset at which each line starts. */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function position(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (lineStarts[lo] ?? 0) + 1 };
}

export function makeDiagnostic(file: string, lineStarts: readonly number[], textLength: number, r: Report): Diagnostic {
  const [s, e] = r.span ?? [0, 0];
  const start = Math.max(0, Math.min(s, textLength));
  const end = Math.max(start, Math.min(e, textLength));
  const a = position(lineStarts, start);
  const b = position(lineStarts, end);
  const d: Diagnostic = {
    code: r.code,
    severity: CATALOGUE[r.code].severity,
    message: r.message.en,
    file,
    line: a.line,
    column: a.column,
    endLine: b.line,
    endColumn: b.column,
    path: pointer(r.path ?? []),
  };
  if (r.help) d.help = r.help.en;
  d.ja = r.help ? { message: r.message.ja, help: r.help.ja } : { message: r.message.ja };
  return d;
}

/** A diagnostic's message and help as texts again, to make it anew at another place. */
export function textsOf(d: Diagnostic): { message: Text; help?: Text } {
  const message = { en: d.message, ja: d.ja?.message ?? d.message };
  return d.help === undefined ? { message } : { message, help: { en: d.help, ja: d.ja?.help ?? d.help } };
}

/** The diagnostics as one reader sees them: message and help in `lang`, the other language left out. */
export function inLanguage(ds: readonly Diagnostic[], lang: Lang): Diagnostic[] {
  return ds.map(({ ja, ...d }) =>
    lang === "ja" && ja ? { ...d, message: ja.message, ...(ja.help !== undefined && { help: ja.help }) } : d,
  );
}

export function sortDiagnostics(ds: Diagnostic[]): Diagnostic[] {
  return ds.sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      a.code.localeCompare(b.code) ||
      a.message.localeCompare(b.message),
  );
}

export const hasErrors = (ds: readonly Diagnostic[]): boolean => ds.some((d) => d.severity === "error");
