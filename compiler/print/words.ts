// The edition's words in the language the kit is printed in: its names, terms, rules text, Keepers and
// powers from `edition.locales[lang]` where it has that locale, each missing entry falling back to the
// edition's own; and the kit's own sentences (messages/) in that language, English where we have none.
import { editionText } from "../../edition/text";
import { langOfLocale, sameLanguage } from "../../i18n/choose";
import type { Edition, Terms } from "../../schemas/edition";
import { cleanText } from "./clean";
import { en, type KitMessages } from "./messages/en";
import { ja } from "./messages/ja";

const MESSAGES = new Map<string, KitMessages>([
  ["en", en],
  ["ja", ja],
]);

export interface KitWords {
  lang: string;
  msg: KitMessages;
  name: string;
  terms: Terms;
  rulesText: string;
  suspect: (id: string) => string;
  weapon: (id: string) => string;
  room: (id: string) => string;
  keeper: (id: string) => { name: string; text: string };
}

/** The languages an edition can be printed in: its own first, then its translations. */
export function editionLangs(edition: Edition): string[] {
  return [edition.locale, ...Object.keys(edition.locales).filter((l) => l !== edition.locale)];
}

/** Which of them `asked` names: itself, else one in the same language (`ja` prints an edition in `ja-JP`). */
export function printLang(edition: Edition, asked: string = edition.locale): string | undefined {
  const langs = editionLangs(edition);
  return langs.includes(asked) ? asked : langs.find((l) => sameLanguage(l, asked));
}

/**
 * Fills `{key}` holes; a hole with no value is left as it is, so a missing one shows instead of vanishing.
 * The sentence starts with a capital even when a term opens it ("yellow envelope: cut on...").
 */
export function fill(template: string, values: Record<string, string | number>): string {
  const out = template.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(values, k) ? String(values[k]) : m));
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export function kitWords(edition: Edition, lang: string): KitWords {
  // The names as the player shows them, cleaned for paper (no control characters, no invisible marks).
  const words = editionText(edition, lang);
  const terms = { ...words.terms };
  for (const k of Object.keys(terms) as (keyof Terms)[]) terms[k] = cleanText(terms[k]);
  return {
    lang: words.lang,
    msg: MESSAGES.get(langOfLocale(words.lang) ?? words.lang) ?? en,
    name: cleanText(words.name),
    terms,
    rulesText: words.rulesText,
    suspect: (id) => cleanText(words.suspect(id)),
    weapon: (id) => cleanText(words.weapon(id)),
    room: (id) => cleanText(words.room(id)),
    keeper(id) {
      const k = words.keeper(id);
      return { name: cleanText(k.name), text: cleanText(k.text) };
    },
  };
}
