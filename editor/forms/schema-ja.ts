// The schema's own words in the editor's language. The forms take every label and help from the titles and
// descriptions of schemas/edition.schema.json, which are English; this gives their Japanese, keyed by the
// exact English. A text with no entry (an option added to the schema since) shows in English rather than
// not at all, and schema-ja.test.ts fails until it has its Japanese.
import type { Lang } from "../../i18n/lang";
import type { Schema } from "./schema";
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

/** A schema node with its title and description in `lang`: what every field of the forms reads its words from. */
export function worded(s: Schema, lang: Lang): Schema {
  if (lang === "en") return s;
  return { ...s, title: schemaText(s.title, lang), description: schemaText(s.description, lang) };
}

// The file's keys that have no title of their own in the schema: a field shows its key then, and in Japanese
// these words instead.
const KEY_JA: ReadonlyMap<string, string> = new Map([
  ["min", "最小"],
  ["max", "最大"],
  ["kind", "種類"],
  ["count", "枚数"],
  ["powers", "能力"],
  ["steps", "マス数"],
  ["extends", "元のエディション"],
  ["id", "識別子（ID）"],
  ["name", "名前"],
  ["suspects", "容疑者"],
  ["weapons", "凶器"],
  ["rooms", "部屋"],
  ["modules", "モジュール"],
  ["players", "人数"],
  ["board", "ボード"],
  ["rulesText", "ルールの文章"],
  ["color", "色"],
  ["start", "スタートのマス"],
  ["key", "キー文字"],
  ["intrigue", "陰謀デッキ"],
  ["personalities", "パーソナリティ"],
  ["keepers", "キーパー"],
  ["text", "文章"],
  ["effect", "効果"],
  ["grid", "マス目"],
  ["doors", "ドア"],
  ["at", "位置"],
  ["front", "手前のマス"],
  ["leftovers", "余りのカード"],
]);

/** The label of a field whose schema gives it no title: its key, or the key's Japanese. */
export function keyText(key: string, lang: Lang): string {
  return (lang === "ja" && KEY_JA.get(key)) || key;
}

// The schema's enumerated values, which a select offers: the file's own words, and these in Japanese.
const ENUM_JA: ReadonlyMap<string, string> = new Map([
  ["exact", "ちょうど"],
  ["upTo", "以内"],
  ["rulebook", "ルールブックどおり"],
  ["ours", "Clue Kit の判断"],
]);

/** An enumerated value as a select shows it: the value itself, or its Japanese. */
export function enumText(value: string, lang: Lang): string {
  return (lang === "ja" && ENUM_JA.get(value)) || value;
}
