// Phase `validate`'s messages (compiler/validate.ts): the shape of the file against the JSON Schema, in
// English. `where` is a data path as the designer reads it (`weapons[0].name`), "" for the whole file;
// `description` is the schema's own (English) description of the key, which the English help quotes.

export type TypeName = "integer" | "number" | "string" | "boolean" | "array" | "object";
export type PatternKind = "id" | "colour" | "art" | "key" | "lang" | "other";
export type Bound = "minItems" | "maxItems" | "minLength" | "maxLength" | "minimum" | "maximum" | "other";

const at = (where: string) => (where ? `\`${where}\`` : "the file");
const code = (keys: readonly string[]) => keys.map((k) => `\`${k}\``);
const TYPES: Record<TypeName, [string, string]> = {
  integer: ["a whole number", ", such as 3"],
  number: ["a number", ", such as 3"],
  string: ["text", " (quote it if YAML would read it as a number or true/false)"],
  boolean: ["true or false", ""],
  array: ["a list", ": [a, b] or one `- item` per line"],
  object: ["a mapping", " of `key: value` lines"],
};
/** A type's words; a type the schema may add later is named as it is. */
const typeOf = (t: string): [string, string] => (Object.hasOwn(TYPES, t) ? TYPES[t as TypeName] : [t, ""]);
const typeName = (t: string) => typeOf(t)[0];
const expected = (d: string) => `expected here: ${d.charAt(0).toLowerCase()}${d.slice(1)}`;
const PATTERNS: Record<PatternKind, string> = {
  id: "ids are lowercase letters and digits joined by single hyphens, like `lead-pipe`",
  colour: 'colours are written #rrggbb, like "#c8102e" (quote it: # starts a YAML comment)',
  art: "board art is an .svg file in the edition's art/ folder, such as art/board.svg",
  key: "a grid key is one letter",
  lang: "a language is a code such as `en` or `ja`",
  other: "see the schema's description of this key",
};

export const shapeEn = {
  didYouMean: (c: string) => `did you mean \`${c}\`?`,
  colourEmpty: (key: string, comment: string) =>
    `\`${key}\` is empty: YAML reads the unquoted \`${comment}\` as a comment`,
  quoteColour: (key: string, colour: string) => `put the colour in quotes: ${key}: "${colour}"`,
  emptyByComment: (where: string, comment: string) =>
    `${at(where)} is empty: YAML reads \`${comment}\` as a comment, since \`#\` after a space starts one`,
  quoteValue: (key: string, value: string) => `put the value in quotes: ${key}: "${value}"`,
  noValue: (where: string, type: string) => `${at(where)} has no value; it must be ${typeName(type)}`,
  wrongType: (where: string, type: string) => `${at(where)} must be ${typeName(type)}`,
  typeHelp: (type: string, description: string) =>
    description ? expected(description) : `write ${typeName(type)} here${typeOf(type)[1]}`,
  formatUnsupported: (value: string) => `format ${value} is not supported`,
  readsFormat1: "this Clue Kit reads `format: 1`",
  mustBe: (where: string, value: string) => `${at(where)} must be ${value}`,
  write: (value: string) => `write ${value}`,
  oneOf: (where: string, allowed: readonly string[]) => `${at(where)} must be one of ${allowed.join(", ")}`,
  useOneOf: (allowed: readonly string[]) => `use one of: ${allowed.join(", ")}`,
  unknownKey: (name: string, where: string) => `unknown key \`${name}\` in ${at(where)}`,
  allowedKeys: (known: readonly string[]) => `the keys allowed here are: ${known.join(", ")}`,
  lacksKind: (where: string) => `${at(where)} lacks the required key \`kind\``,
  kindNotOneOf: (tag: string, names: readonly string[]) => `\`kind: ${tag}\` is not one of ${names.join(", ")}`,
  addKind: (names: readonly string[]) => `add \`kind:\`, one of: ${names.join(", ")}`,
  branches: (where: string, names: readonly string[]) => `${at(where)} must be ${names.join(" or ")}`,
  branchesHelp: (names: readonly string[], description: string) =>
    description ? expected(description) : `use ${names.join(" or ")}`,
  badlyFormed: (where: string, value: string) => `${at(where)} is badly formed: ${value}`,
  keyBadlyFormed: (where: string) => `a key in ${at(where)} is badly formed`,
  pattern: (kind: PatternKind) => PATTERNS[kind],
  outOfRange: (where: string, bound: Bound, limit: number, size: number, value: string) => {
    const w = at(where);
    const entries = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;
    switch (bound) {
      case "minItems":
        return size === 0
          ? `${w} is an empty list; it needs at least ${entries(limit)}`
          : `${w} has ${entries(size)}; it needs at least ${limit}`;
      case "maxItems":
        return `${w} has ${size} entries; at most ${limit} are allowed`;
      case "minLength":
        return size === 0 ? `${w} is empty text` : `${w} is ${size} characters long; it needs at least ${limit}`;
      case "maxLength":
        return `${w} is ${size} characters long; at most ${limit} are allowed`;
      case "minimum":
        return `${w} is ${value}; the least allowed is ${limit}`;
      case "maximum":
        return `${w} is ${value}; the most allowed is ${limit}`;
      default:
        return `${w} is not allowed here`;
    }
  },
  /** `lo` or `hi` is NaN where the schema gives no such bound. */
  allowedRange: (lo: number, hi: number, unit: "" | "items" | "characters") => {
    const what = unit ? ` ${unit}` : "";
    if (!isNaN(lo) && !isNaN(hi)) return `allowed: ${lo} to ${hi}${what}`;
    return !isNaN(lo) ? `allowed: at least ${lo}${what}` : `allowed: at most ${hi}${what}`;
  },
  described: (description: string) => (description ? expected(description) : PATTERNS.other),
  lacksKeys: (where: string, keys: readonly string[]) => {
    const list = code(keys);
    const words = list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
    return `${at(where)} lacks the required key${keys.length === 1 ? "" : "s"} ${words}`;
  },
  addKeys: (keys: readonly string[], where: string) =>
    `add ${keys.map((k) => `\`${k}:\``).join(", ")} to ${where ? `\`${where}\`` : "the top level of the file"}`,
};
