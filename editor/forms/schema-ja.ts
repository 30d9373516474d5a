// The schema's own words in the editor's language. The forms take every label and help from the titles and
// descriptions of schemas/edition.schema.json, which are English; this gives their Japanese, keyed by the
// exact English. A text with no entry (an option added to the schema since) shows in English rather than
// not at all, and schema-ja.test.ts fails until it has its Japanese.
import type { Lang } from "../i18n/i18n";
import { EDITION_JA } from "./schema-ja-edition";
import { RULES_JA } from "./schema-ja-rules";

// A Map, not the objects themselves: a schema text is looked up as data, never as a property name.
export const SCHEMA_JA: ReadonlyMap<string, string> = new Map([
  ...Object.entries(EDITION_JA),
  ...Object.entries(RULES_JA),
]);

/** A schema node's title or description in `lang`; the English when it has no Japanese yet. */
export function schemaText(text: string | undefined, lang: Lang): string | undefined {
  if (text === undefined || lang === "en") return text;
  return SCHEMA_JA.get(text) ?? text;
}
