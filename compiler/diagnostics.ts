// Diagnostics are values with positions: phases report them to a sink and keep going; the CLI and the
// editor sort and print them.
import type { Diagnostic as DiagnosticOf } from "../schemas/diagnostic";
import { CATALOGUE, type Code } from "./catalogue";

/** A diagnostic whose code is one of the catalogue's (its shape is schemas/diagnostic.ts, which pages import). */
export type Diagnostic = DiagnosticOf<Code>;

/** A half-open span of character offsets into the source text. */
export type Span = readonly [start: number, end: number];

export interface Report {
  code: Code;
  message: string;
  help?: string;
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
    message: r.message,
    file,
    line: a.line,
    column: a.column,
    endLine: b.line,
    endColumn: b.column,
    path: pointer(r.path ?? []),
  };
  if (r.help) d.help = r.help;
  return d;
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
