// Phase `validate`: the document's shape against the JSON Schema (ajv, 2020 dialect, strict, allErrors),
// each ajv error turned into one coded diagnostic that points at the offending key or value.
import type { ErrorObject, ValidateFunction } from "ajv";
import type { Code } from "./catalogue";
import { closest, didYouMean } from "./didyoumean";
import type { Diagnostic } from "./diagnostics";
import * as generated from "./emit/validators.generated.js";
import { diagnose, type Source } from "./load";
import { spanOf, spanOfMapStart } from "./locate";
import type { Span } from "./diagnostics";

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

function whereOf(path: readonly string[]): string {
  return path.length ? `\`${showPath(path)}\`` : "the file";
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

function convert(source: Source, e: ErrorObject, data: unknown): Diagnostic {
  const path = segments(e.instancePath);
  const where = whereOf(path);
  const at = (code: Code, message: string, help?: string, key = false) =>
    diagnose(source, { code, message, help, path, span: spanOf(source, path, key) });
  const p = e.params as Record<string, unknown>;
  const value = valueAt(data, path);
  switch (e.keyword) {
    case "type": {
      const [name, example] = TYPES[String(p.type)] ?? [String(p.type), ""];
      if (value === null) {
        const comment = commentAfterKey(source, path);
        const key = path.at(-1) ?? "";
        if (comment && /^#[0-9a-fA-F]{3,8}\b/.test(comment.text))
          return diagnose(source, {
            code: "COLOR_UNQUOTED",
            message: `\`${key}\` is empty: YAML reads the unquoted \`${comment.text}\` as a comment`,
            help: `put the colour in quotes: ${key}: "${comment.text.match(/^#[0-9a-fA-F]+/)?.[0] ?? comment.text}"`,
            path,
            span: comment.span,
          });
        if (comment)
          return diagnose(source, {
            code: "SCHEMA_WRONG_TYPE",
            message: `${where} is empty: YAML reads \`${comment.text}\` as a comment, since \`#\` after a space starts one`,
            help: `put the value in quotes: ${key}: "${comment.text}"`,
            path,
            span: comment.span,
          });
        return at(
          "SCHEMA_WRONG_TYPE",
          `${where} has no value; it must be ${name}`,
          described(e.parentSchema) ?? `write ${name} here${example}`,
        );
      }
      return at(
        "SCHEMA_WRONG_TYPE",
        `${where} must be ${name}`,
        described(e.parentSchema) ?? `write ${name} here${example}`,
      );
    }
    case "const":
      if (e.instancePath === "/format")
        return at("FORMAT_UNSUPPORTED", `format ${show(value)} is not supported`, "this Clue Kit reads `format: 1`");
      return at("SCHEMA_INVALID_VALUE", `${where} must be ${show(p.allowedValue)}`, `write ${show(p.allowedValue)}`);
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map(String);
      return at(
        "SCHEMA_INVALID_VALUE",
        `${where} must be one of ${allowed.join(", ")}`,
        (typeof value === "string" ? didYouMean(value, allowed) : undefined) ?? `use one of: ${allowed.join(", ")}`,
      );
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
          message: `unknown key \`${misspelt}\` in ${where}`,
          help: "did you mean `kind`?",
          path: [...path, misspelt],
          span: spanOf(source, [...path, misspelt], true),
        });
      return diagnose(source, {
        code: tag === undefined ? "SCHEMA_MISSING_KEY" : "SCHEMA_INVALID_VALUE",
        message:
          tag === undefined
            ? `${where} lacks the required key \`kind\``
            : `\`kind: ${show(tag)}\` is not one of ${names.join(", ")}`,
        help:
          typeof tag === "string"
            ? (didYouMean(tag, names) ?? `use one of: ${names.join(", ")}`)
            : `add \`kind:\`, one of: ${names.join(", ")}`,
        path: kindPath,
        span: spanOf(source, tag === undefined ? path : kindPath),
      });
    }
    case "oneOf":
    case "anyOf":
      return at(
        "SCHEMA_INVALID_VALUE",
        `${where} must be ${branchNames(e.parentSchema).join(" or ")}`,
        described(e.parentSchema) ?? `use ${branchNames(e.parentSchema).join(" or ")}`,
      );
    case "pattern":
      return at("SCHEMA_PATTERN", `${where} is badly formed: ${show(value)}`, patternHelp(String(p.pattern)));
    case "propertyNames":
      return at("SCHEMA_PATTERN", `a key in ${where} is badly formed`, patternHelp(""));
    default:
      return at(
        "SCHEMA_OUT_OF_RANGE",
        outOfRange(where, e.keyword, Number(p.limit), value),
        range(e.parentSchema) ?? described(e.parentSchema) ?? "see the schema's description of this key",
      );
  }
}

/** Our own words for a value past a limit (never ajv's "must NOT have fewer than 1 items"). */
function outOfRange(where: string, keyword: string, limit: number, value: unknown): string {
  const size = Array.isArray(value) ? value.length : typeof value === "string" ? [...value].length : 0;
  switch (keyword) {
    case "minItems":
      return size === 0
        ? `${where} is an empty list; it needs at least ${limit} ${limit === 1 ? "entry" : "entries"}`
        : `${where} has ${size} ${size === 1 ? "entry" : "entries"}; it needs at least ${limit}`;
    case "maxItems":
      return `${where} has ${size} entries; at most ${limit} are allowed`;
    case "minLength":
      return size === 0 ? `${where} is empty text` : `${where} is ${size} characters long; it needs at least ${limit}`;
    case "maxLength":
      return `${where} is ${size} characters long; at most ${limit} are allowed`;
    case "minimum":
      return `${where} is ${show(value)}; the least allowed is ${limit}`;
    case "maximum":
      return `${where} is ${show(value)}; the most allowed is ${limit}`;
    default:
      return `${where} is not allowed here`;
  }
}

const TYPES: Record<string, [string, string]> = {
  integer: ["a whole number", ", such as 3"],
  number: ["a number", ", such as 3"],
  string: ["text", " (quote it if YAML would read it as a number or true/false)"],
  boolean: ["true or false", ""],
  array: ["a list", ": [a, b] or one `- item` per line"],
  object: ["a mapping", " of `key: value` lines"],
};

function described(schema: unknown): string | undefined {
  const d = (schema as { description?: string } | undefined)?.description;
  return d ? `expected here: ${d.charAt(0).toLowerCase()}${d.slice(1)}` : undefined;
}

function range(schema: unknown): string | undefined {
  const s = (schema ?? {}) as Record<string, number | undefined>;
  const [lo, hi, what] =
    s.minimum !== undefined || s.maximum !== undefined
      ? [s.minimum, s.maximum, ""]
      : s.minItems !== undefined || s.maxItems !== undefined
        ? [s.minItems, s.maxItems, " items"]
        : [s.minLength, s.maxLength, " characters"];
  if (lo === undefined && hi === undefined) return undefined;
  if (lo !== undefined && hi !== undefined) return `allowed: ${lo} to ${hi}${what}`;
  return lo !== undefined ? `allowed: at least ${lo}${what}` : `allowed: at most ${hi}${what}`;
}

function patternHelp(pattern: string): string {
  if (pattern.includes("[a-z][a-z0-9]*"))
    return "ids are lowercase letters and digits joined by single hyphens, like `lead-pipe`";
  if (pattern.includes("#")) return 'colours are written #rrggbb, like "#c8102e" (quote it: # starts a YAML comment)';
  if (pattern.startsWith("^art/"))
    return "board art is an .svg file in the edition's art/ folder, such as art/board.svg";
  if (pattern.includes("A-Za-z")) return "a grid key is one letter";
  if (pattern.includes("{2,3}")) return "a language is a code such as `en` or `ja`";
  return "see the schema's description of this key";
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
        message: `unknown key \`${name}\` in ${whereOf(path)}`,
        help:
          (meant !== undefined ? `did you mean \`${meant}\`?` : didYouMean(name, known)) ??
          `the keys allowed here are: ${known.join(", ")}`,
        path: keyPath,
        span: spanOf(source, keyPath, true),
      }),
    );
  }
  for (const [pointer, keys] of missing) {
    const left = keys.filter((k) => !explained.has(`${pointer}/${k}`));
    if (left.length === 0) continue;
    const path = segments(pointer);
    const list = left.map((k) => `\`${k}\``);
    const words = list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
    out.push(
      diagnose(source, {
        code: "SCHEMA_MISSING_KEY",
        message: `${whereOf(path)} lacks the required key${left.length === 1 ? "" : "s"} ${words}`,
        help: `add ${left.map((k) => `\`${k}:\``).join(", ")} to ${path.length ? `\`${showPath(path)}\`` : "the top level of the file"}`,
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
