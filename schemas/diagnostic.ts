// What the compiler reports and the pages show: a diagnostic with its code, severity, message and place.
// Type-only. The codes are the compiler's catalogue (compiler/catalogue.ts), which pages need not load:
// `compiler/diagnostics.ts` narrows `code` to them (`Diagnostic<Code>`) and makes the values.

export type Severity = "error" | "warning";

export interface Diagnostic<Code extends string = string> {
  code: Code;
  severity: Severity;
  message: string;
  file: string;
  /** 1-based. */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** JSON Pointer into the document, "" for the whole file. */
  path: string;
  help?: string;
}
