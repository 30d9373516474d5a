// Reading the edition's JSON Schema for the forms: references resolved, the kind of control each node
// wants, and a first value for a new item. Nothing here knows an edition key by name, so an option added
// to the schema appears in the forms by itself.
import rootSchema from "../../schemas/edition.schema.json";
import type { Json } from "../model/render";

export interface Schema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: Json[];
  const?: Json;
  default?: Json;
  examples?: Json[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  discriminator?: { propertyName: string };
}

export const ROOT = rootSchema as unknown as Schema & { $defs: Record<string, Schema> };

/** The schema with its `$ref` followed; the referring node's own title and description win. */
export function resolve(s: Schema | undefined): Schema {
  if (!s) return {};
  if (!s.$ref) return s;
  const name = s.$ref.replace(/^#\/\$defs\//, "");
  const { $ref: _, ...own } = s;
  return { ...resolve(ROOT.$defs[name]), ...own };
}

export type Control =
  "object" | "union" | "array" | "cell" | "enum" | "boolean" | "number" | "text" | "longText" | "scalarUnion" | "const";

export function controlOf(s: Schema): Control {
  if (s.const !== undefined) return "const";
  if (s.oneOf?.every((b) => resolve(b).type === "object")) return "union";
  if (s.oneOf || s.anyOf) return "scalarUnion";
  if (s.enum) return "enum";
  if (s.type === "object" || s.properties) return "object";
  if (s.type === "array") {
    const it = resolve(s.items);
    return s.minItems === 2 && s.maxItems === 2 && (it.type === "integer" || it.type === "number") ? "cell" : "array";
  }
  if (s.type === "boolean") return "boolean";
  if (s.type === "integer" || s.type === "number") return "number";
  // A string with a pattern (a language code, a colour, an id) is one line, however long it may be.
  if (s.pattern !== undefined) return "text";
  return (s.maxLength ?? 0) > 400 || s.maxLength === undefined ? "longText" : "text";
}

/** The discriminating key of a union of objects, and the value each branch gives it. */
export function branches(s: Schema): { key: string; values: Json[] } {
  const key = s.discriminator?.propertyName ?? "kind";
  return { key, values: (s.oneOf ?? []).map((b) => resolve(resolve(b).properties?.[key]).const ?? null) };
}

/** A first value for a new item or a newly switched-on module: example, default, or the least of its type. */
export function skeleton(s0: Schema | undefined): Json {
  const s = resolve(s0);
  if (s.examples?.[0] !== undefined) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.[0] !== undefined) return s.enum[0];
  if (s.oneOf?.[0]) return skeleton(s.oneOf[0]);
  switch (controlOf(s)) {
    case "object": {
      const out: Record<string, Json> = {};
      for (const k of s.required ?? []) out[k] = skeleton(s.properties?.[k]);
      return out;
    }
    case "array":
      return [];
    case "cell":
      return [0, 0];
    case "boolean":
      return false;
    case "number":
      return s.minimum ?? 0;
    default:
      return "";
  }
}
