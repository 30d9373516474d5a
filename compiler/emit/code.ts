// The only two ways data from an edition enters generated code: as JSON, or as an identifier that
// TypeScript accepts and that is no reserved word.
import type { ts as TS } from "ts-morph";

/** TypeScript as ts-morph bundles it, passed in: it is loaded only by a build. */
type Ts = typeof TS;

/**
 * JSON text that is also a safe JavaScript expression anywhere: U+2028 and U+2029 (legal in JSON strings,
 * line terminators to older parsers and to a `//` comment) are escaped, and so is `<`, so that the same
 * text can sit inside a `<script>` element without closing it.
 */
export function jsonCode(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

// Reserved in some context: keywords, strict-mode reserved words, and names a module may not rebind.
const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for function if " +
    "import in instanceof new null return super switch this throw true try typeof var void while with " +
    "implements interface let package private protected public static yield await async of " +
    "any boolean number string symbol bigint object never unknown undefined type declare namespace module " +
    "arguments eval NaN Infinity globalThis"
  ).split(" "),
);

/** TypeScript's own `isIdentifierText` (not public in its typings): a start character, then part characters. */
function isIdentifierText(ts: Ts, name: string): boolean {
  const points = [...name].map((ch) => ch.codePointAt(0) ?? 0);
  const [first, ...rest] = points;
  return (
    first !== undefined &&
    ts.isIdentifierStart(first, ts.ScriptTarget.ES2022) &&
    rest.every((p) => ts.isIdentifierPart(p, ts.ScriptTarget.ES2022))
  );
}

/** `lead-pipe` -> `leadPipe`, when the result is an identifier and no reserved word; otherwise undefined. */
export function safeIdentifier(ts: Ts, id: string): string | undefined {
  const camel = id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  if (!isIdentifierText(ts, camel) || RESERVED.has(camel)) return undefined;
  return camel;
}
