// Phase `validate`: the document's shape against the JSON Schema (ajv, 2020 dialect, strict, allErrors),
// each ajv error turned into one coded diagnostic that points at the offending key or value.
import type { ErrorObject, ValidateFunction } from "ajv";
import type { Code } from "./catalogue";
import { closest } from "./didyoumean";
import type { Diagnostic } from "./diagnostics";
import * as generated from "./emit/validators.generated.js";
import { diagnose, type Source } from "./load";
import { spanOf, spanOfMapStart } from "./locate";
import type { Span } from "./diagnostics";
import { say } from "./words";
import type { Bound, PatternKind } from "./words/en/shape";
import type { Text } from "./words/text";

const w = say.shape;

// ajv's standalone code, generated from the schemas (compiler/emit/validators.ts), not compiled here:
// compiling uses `new Function`, which the player's and editor's Content-Security-Policy forbids.
const validators: Record<"edition" | "locale", ValidateFunction> = {
  edition: generated.edition,
  locale: generated.locale,
};

function segments(instancePath: string): string[] {
  return instancePath === ""
    ? []
    : instancePath
        .slice(1)
        .split("/")
        .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function show(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : JSON.stringify(value);
}

interface Branch {
  title?: string;
  properties?: { kind?: { const?: string } };
}

function branchNames(schema: unknown): string[] {
  const branches = (schema as { oneOf?: Branch[]; anyOf?: Branch[] }).oneOf ?? [];
  return branches.map((b) => b.properties?.kind?.const ?? b.title ?? "?");
}

/** A path as a designer reads it: `weapons[0].name`. */
function showPath(path: readonly string[]): string {
  return path.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join("");
}

/** The schema's own description of the key, "" where it has none (quoted by the English help only). */
function description(schema: unknown): string {
  return (schema as { description?: string } | undefined)?.description ?? "";
}

/** The comment that stands where a value should be (`color: #7d3c98` gives `#7d3c98`), with its span. */
function commentAfterKey(source: Source, path: readonly string[]): { text: string; span: Span } | undefined {
  if (path.length === 0) return undefined;
  const [, keyEnd] = spanOf(source, path, true);
  const lineEnd = source.text.indexOf("\n", keyEnd);
  const rest = source.text.slice(keyEnd, lineEnd < 0 ? source.text.length : lineEnd);
  const m = /^[ \t]*:[ \t]+#/.exec(rest);
  if (!m) return undefined;
  const text = rest.slice(m[0].length - 1).trimEnd();
  const start = keyEnd + m[0].length - 1;
  return { text, span: [start, start + text.length] };
}

/** A did-you-mean for `word` among `candidates`, else `otherwise`. */
function nearest(word: unknown, candidates: readonly string[], otherwise: Text): Text {
  const c = typeof word === "string" ? closest(word, candidates) : undefined;
  return c === undefined ? otherwise : w.didYouMean(c);
}

function convert(source: Source, e: ErrorObject, data: unknown): Diagnostic {
  const path = segments(e.instancePath);
  const where = showPath(path);
  const at = (code: Code, message: Text, help?: Text, key = false) =>
    diagnose(source, { code, message, help, path, span: spanOf(source, path, key) });
  const p = e.params as Record<string, unknown>;
  const value = valueAt(data, path);
  const about = description(e.parentSchema);
  switch (e.keyword) {
    case "type": {
      const type = String(p.type);
      if (value === null) {
        const comment = commentAfterKey(source, path);
        const key = path.at(-1) ?? "";
        if (comment && /^#[0-9a-fA-F]{3,8}\b/.test(comment.text))
          return diagnose(source, {
            code: "COLOR_UNQUOTED",
            message: w.colourEmpty(key, comment.text),
            help: w.quoteColour(key, comment.text.match(/^#[0-9a-fA-F]+/)?.[0] ?? comment.text),
            path,
            span: comment.span,
          });
        if (comment)
          return diagnose(source, {
            code: "SCHEMA_WRONG_TYPE",
            message: w.emptyByComment(where, comment.text),
            help: w.quoteValue(key, comment.text),
            path,
            span: comment.span,
          });
        return at("SCHEMA_WRONG_TYPE", w.noValue(where, type), w.typeHelp(type, about));
      }
      return at("SCHEMA_WRONG_TYPE", w.wrongType(where, type), w.typeHelp(type, about));
    }
    case "const":
      if (e.instancePath === "/format")
        return at("FORMAT_UNSUPPORTED", w.formatUnsupported(show(value)), w.readsFormat1);
      return at("SCHEMA_INVALID_VALUE", w.mustBe(where, show(p.allowedValue)), w.write(show(p.allowedValue)));
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map(String);
      return at("SCHEMA_INVALID_VALUE", w.oneOf(where, allowed), nearest(value, allowed, w.useOneOf(allowed)));
    }
    case "discriminator": {
      const names = branchNames(e.schema === true ? {} : e.parentSchema);
      const tag = valueAt(data, [...path, "kind"]);
      const kindPath = [...path, "kind"];
      // `knid: suspect` is one mistake, the misspelt key, not a missing `kind`.
      const misspelt =
        tag === undefined && value !== null && typeof value === "object"
          ? Object.keys(value).find((k) => k !== "kind" && closest(k, ["kind"]) === "kind")
          : undefined;
      if (misspelt !== undefined)
        return diagnose(source, {
          code: "SCHEMA_UNKNOWN_KEY",
          message: w.unknownKey(misspelt, where),
          help: w.didYouMean("kind"),
          path: [...path, misspelt],
          span: spanOf(source, [...path, misspelt], true),
        });
      return diagnose(source, {
        code: tag === undefined ? "SCHEMA_MISSING_KEY" : "SCHEMA_INVALID_VALUE",
        message: tag === undefined ? w.lacksKind(where) : w.kindNotOneOf(show(tag), names),
        help: typeof tag === "string" ? nearest(tag, names, w.useOneOf(names)) : w.addKind(names),
        path: kindPath,
        span: spanOf(source, tag === undefined ? path : kindPath),
      });
    }
    case "oneOf":
    case "anyOf": {
      const names = branchNames(e.parentSchema);
      return at("SCHEMA_INVALID_VALUE", w.branches(where, names), w.branchesHelp(names, about));
    }
    case "pattern":
      return at("SCHEMA_PATTERN", w.badlyFormed(where, show(value)), w.pattern(patternKind(String(p.pattern))));
    case "propertyNames":
      return at("SCHEMA_PATTERN", w.keyBadlyFormed(where), w.pattern("other"));
    default: {
      const size = Array.isArray(value) ? value.length : typeof value === "string" ? [...value].length : 0;
      const bound = (BOUNDS as readonly string[]).includes(e.keyword) ? (e.keyword as Bound) : "other";
      return at(
        "SCHEMA_OUT_OF_RANGE",
        w.outOfRange(where, bound, Number(p.limit), size, show(value)),
        range(e.parentSchema) ?? w.described(about),
      );
    }
  }
}

const BOUNDS = ["minItems", "maxItems", "minLength", "maxLength", "minimum", "maximum"] as const;

function range(schema: unknown): Text | undefined {
  const s = (schema ?? {}) as Record<string, number | undefined>;
  const [lo, hi, unit] =
    s.minimum !== undefined || s.maximum !== undefined
      ? [s.minimum, s.maximum, "" as const]
      : s.minItems !== undefined || s.maxItems !== undefined
        ? [s.minItems, s.maxItems, "items" as const]
        : [s.minLength, s.maxLength, "characters" as const];
  if (lo === undefined && hi === undefined) return undefined;
  return w.allowedRange(lo ?? NaN, hi ?? NaN, unit);
}

function patternKind(pattern: string): PatternKind {
  if (pattern.includes("[a-z][a-z0-9]*")) return "id";
  if (pattern.includes("#")) return "colour";
  if (pattern.startsWith("^art/")) return "art";
  if (pattern.includes("A-Za-z")) return "key";
  if (pattern.includes("{2,3}")) return "lang";
  return "other";
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  let v = data;
  for (const s of path) v = v !== null && typeof v === "object" ? (v as Record<string, unknown>)[s] : undefined;
  return v;
}

export interface Validated {
  diagnostics: Diagnostic[];
  /** JSON Pointers of the data whose shape is wrong (an unknown key blocks nothing: it is ignored). */
  blocked: string[];
}

/** Unknown keys, each with its did-you-mean, and the missing keys of each mapping in one diagnostic. */
function keyDiagnostics(source: Source, errors: readonly ErrorObject[]): Diagnostic[] {
  const missing = new Map<string, string[]>();
  for (const e of errors)
    if (e.keyword === "required") {
      const list = missing.get(e.instancePath) ?? [];
      const key = String((e.params as { missingProperty: string }).missingProperty);
      if (!list.includes(key)) list.push(key);
      missing.set(e.instancePath, list);
    }
  const out: Diagnostic[] = [];
  const explained = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== "additionalProperties") continue;
    const path = segments(e.instancePath);
    const name = String((e.params as { additionalProperty: string }).additionalProperty);
    const known = Object.keys((e.parentSchema as { properties?: object }).properties ?? {});
    // A misspelt required key (`nmae:`) is one mistake: the unknown key, not also a missing `name`.
    const meant = closest(name, missing.get(e.instancePath) ?? []);
    if (meant !== undefined) explained.add(`${e.instancePath}/${meant}`);
    const keyPath = [...path, name];
    out.push(
      diagnose(source, {
        code: "SCHEMA_UNKNOWN_KEY",
        message: w.unknownKey(name, showPath(path)),
        help: meant !== undefined ? w.didYouMean(meant) : nearest(name, known, w.allowedKeys(known)),
        path: keyPath,
        span: spanOf(source, keyPath, true),
      }),
    );
  }
  for (const [pointer, keys] of missing) {
    const left = keys.filter((k) => !explained.has(`${pointer}/${k}`));
    if (left.length === 0) continue;
    const path = segments(pointer);
    out.push(
      diagnose(source, {
        code: "SCHEMA_MISSING_KEY",
        message: w.lacksKeys(showPath(path), left),
        help: w.addKeys(left, showPath(path)),
        path,
        span: spanOfMapStart(source, path),
      }),
    );
  }
  return out;
}

/** Shape errors for an edition (`kind: "edition"`) or a translation file. */
export function validate(source: Source, data: unknown, kind: "edition" | "locale"): Validated {
  const fn = validators[kind];
  if (fn(data)) return { diagnostics: [], blocked: [] };
  // `if` only says that a `then` or `else` failed; their own errors say what.
  const errors = (fn.errors ?? []).filter((e) => e.keyword !== "if");
  // A failed oneOf reports every branch's complaint too; keep only the summary at the oneOf's own path.
  const unions = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "discriminator");
  const kept = errors.filter(
    (e) =>
      e.keyword === "oneOf" ||
      e.keyword === "discriminator" ||
      !unions.some(
        (u) => u.keyword === "oneOf" && e.schemaPath.startsWith(u.schemaPath.replace(/\/oneOf$/, "/oneOf/")),
      ),
  );
  const out: Diagnostic[] = keyDiagnostics(source, kept);
  const seen = new Set<string>();
  const blocked = kept
    .filter((e) => e.keyword !== "additionalProperties")
    .map((e) =>
      e.keyword === "required"
        ? `${e.instancePath}/${String((e.params as { missingProperty: string }).missingProperty)}`
        : e.instancePath,
    );
  for (const e of kept) {
    if (e.keyword === "required" || e.keyword === "additionalProperties") continue;
    const d = convert(source, e, data);
    const k = `${d.path}|${d.code}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(d);
    }
  }
  return { diagnostics: out, blocked };
}
