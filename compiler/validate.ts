// Phase `validate`: the document's shape against the JSON Schema (ajv, 2020 dialect, strict, allErrors),
// each ajv error turned into one coded diagnostic that points at the offending key or value.
import type { ErrorObject, ValidateFunction } from "ajv";
import type { Code } from "./catalogue";
import { didYouMean } from "./didyoumean";
import type { Diagnostic } from "./diagnostics";
import * as generated from "./emit/validators.generated.js";
import { diagnose, type Source } from "./load";
import { spanOf, spanOfMapStart } from "./locate";

// ajv's standalone code, generated from the schemas (compiler/emit/validators.ts), not compiled here:
// compiling uses `new Function`, which the player's and editor's Content-Security-Policy forbids.
const validators: Record<"edition" | "locale", ValidateFunction> = { edition: generated.edition, locale: generated.locale };

function segments(instancePath: string): string[] {
  return instancePath === ""
    ? []
    : instancePath.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
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

function convert(source: Source, e: ErrorObject, data: unknown): Diagnostic {
  const path = segments(e.instancePath);
  const where = path.length ? `\`${path.join(".")}\`` : "the file";
  const at = (code: Code, message: string, help?: string, key = false) =>
    diagnose(source, { code, message, help, path, span: spanOf(source, path, key) });
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "additionalProperties": {
      const name = String(p.additionalProperty);
      const known = Object.keys((e.parentSchema as { properties?: object }).properties ?? {});
      const keyPath = [...path, name];
      return diagnose(source, {
        code: "SCHEMA_UNKNOWN_KEY",
        message: `unknown key \`${name}\` in ${where}`,
        help: didYouMean(name, known) ?? `the keys allowed here are: ${known.join(", ")}`,
        path: keyPath,
        span: spanOf(source, keyPath, true),
      });
    }
    case "required":
      return diagnose(source, {
        code: "SCHEMA_MISSING_KEY",
        message: `${where} lacks the required key \`${String(p.missingProperty)}\``,
        help: `add \`${String(p.missingProperty)}:\` to ${path.length ? `\`${path.join(".")}\`` : "the top level of the file"}`,
        path,
        span: spanOfMapStart(source, path),
      });
    case "type": {
      const [name, example] = TYPES[String(p.type)] ?? [String(p.type), ""];
      return at("SCHEMA_WRONG_TYPE", `${where} must be ${name}`, described(e.parentSchema) ?? `write ${name} here${example}`);
    }
    case "const":
      if (e.instancePath === "/format")
        return at("FORMAT_UNSUPPORTED", `format ${show(valueAt(data, path))} is not supported`, "this Clue Kit reads `format: 1`");
      return at("SCHEMA_INVALID_VALUE", `${where} must be ${show(p.allowedValue)}`, `write ${show(p.allowedValue)}`);
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const value = valueAt(data, path);
      return at("SCHEMA_INVALID_VALUE", `${where} must be one of ${allowed.join(", ")}`, (typeof value === "string" ? didYouMean(value, allowed) : undefined) ?? `use one of: ${allowed.join(", ")}`);
    }
    case "discriminator": {
      const names = branchNames(e.schema === true ? {} : e.parentSchema);
      const tag = valueAt(data, [...path, "kind"]);
      const kindPath = [...path, "kind"];
      return diagnose(source, {
        code: tag === undefined ? "SCHEMA_MISSING_KEY" : "SCHEMA_INVALID_VALUE",
        message: tag === undefined ? `${where} lacks the required key \`kind\`` : `\`kind: ${show(tag)}\` is not one of ${names.join(", ")}`,
        help: typeof tag === "string" ? didYouMean(tag, names) ?? `use one of: ${names.join(", ")}` : `add \`kind:\`, one of: ${names.join(", ")}`,
        path: kindPath,
        span: spanOf(source, tag === undefined ? path : kindPath),
      });
    }
    case "oneOf":
    case "anyOf":
      return at("SCHEMA_INVALID_VALUE", `${where} must be ${branchNames(e.parentSchema).join(" or ")}`, described(e.parentSchema) ?? `use ${branchNames(e.parentSchema).join(" or ")}`);
    case "pattern":
      return at("SCHEMA_PATTERN", `${where} is badly formed: ${show(valueAt(data, path))}`, patternHelp(String(p.pattern)));
    case "propertyNames":
      return at("SCHEMA_PATTERN", `a key in ${where} is badly formed`, patternHelp(""));
    default:
      return at("SCHEMA_OUT_OF_RANGE", `${where} ${e.message ?? "is out of range"}`, range(e.parentSchema) ?? described(e.parentSchema));
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
  if (pattern.includes("[a-z][a-z0-9]*")) return "ids are lowercase letters and digits joined by single hyphens, like `lead-pipe`";
  if (pattern.includes("#")) return "colours are written #rrggbb, like \"#c8102e\" (quote it: # starts a YAML comment)";
  if (pattern.startsWith("^art/")) return "board art is an .svg file in the edition's art/ folder, such as art/board.svg";
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

/** Shape errors for an edition (`kind: "edition"`) or a translation file. */
export function validate(source: Source, data: unknown, kind: "edition" | "locale"): Validated {
  const fn = validators[kind];
  if (fn(data)) return { diagnostics: [], blocked: [] };
  const errors = fn.errors ?? [];
  // A failed oneOf reports every branch's complaint too; keep only the summary at the oneOf's own path.
  const unions = errors.filter((e) => e.keyword === "oneOf" || e.keyword === "discriminator");
  const kept = errors.filter(
    (e) =>
      e.keyword === "oneOf" ||
      e.keyword === "discriminator" ||
      !unions.some((u) => u.keyword === "oneOf" && e.schemaPath.startsWith(u.schemaPath.replace(/\/oneOf$/, "/oneOf/"))),
  );
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const blocked = kept
    .filter((e) => e.keyword !== "additionalProperties")
    .map((e) => (e.keyword === "required" ? `${e.instancePath}/${String((e.params as { missingProperty: string }).missingProperty)}` : e.instancePath));
  for (const e of kept) {
    const d = convert(source, e, data);
    const k = `${d.path}|${d.code}`;
    if (!seen.has(k)) {
      seen.add(k);
      out.push(d);
    }
  }
  return { diagnostics: out, blocked };
}
