// The edition's words in the language the kit is printed in: its names, terms, rules text, Keepers and
// powers from `edition.locales[lang]` where it has that locale, each missing entry falling back to the
// edition's own; and the kit's own sentences (messages/) in that language, English where we have none.
// (The player's `editionText` does the same for the page; the compiler may not import player/ui.)
import type { Edition, Locale, Terms } from "../../schemas/edition";
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

/**
 * Fills `{key}` holes; a hole with no value is left as it is, so a missing one shows instead of vanishing.
 * The sentence starts with a capital even when a term opens it ("yellow envelope: cut on...").
 */
export function fill(template: string, values: Record<string, string | number>): string {
  const out = template.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(values, k) ? String(values[k]) : m));
  return out.charAt(0).toUpperCase() + out.slice(1);
}

function namer(list: readonly { id: string; name: string }[], tr: Record<string, string> | undefined) {
  const own = new Map(list.map((x) => [x.id, x.name]));
  return (id: string) => cleanText((tr && Object.hasOwn(tr, id) ? tr[id] : undefined) ?? own.get(id) ?? id);
}

export function kitWords(edition: Edition, lang: string): KitWords {
  const tr: Locale | undefined =
    lang !== edition.locale && Object.hasOwn(edition.locales, lang) ? edition.locales[lang] : undefined;
  const used = tr ? lang : edition.locale;
  const keepers = new Map((edition.modules.intrigue?.keepers ?? []).map((k) => [k.id, k]));
  const terms = { ...edition.terms, ...(tr?.terms ?? {}) };
  for (const k of Object.keys(terms) as (keyof Terms)[]) terms[k] = cleanText(terms[k]);
  return {
    lang: used,
    msg: MESSAGES.get(used) ?? en,
    name: cleanText(tr?.name ?? edition.name),
    terms,
    rulesText: tr?.rulesText ?? edition.rulesText,
    suspect: namer(edition.suspects, tr?.suspects),
    weapon: namer(edition.weapons, tr?.weapons),
    room: namer(edition.rooms, tr?.rooms),
    keeper(id) {
      const k = keepers.get(id);
      const t = tr?.keepers && Object.hasOwn(tr.keepers, id) ? tr.keepers[id] : undefined;
      return { name: cleanText(t?.name ?? k?.name ?? id), text: cleanText(t?.text ?? k?.text ?? "") };
    },
  };
}
