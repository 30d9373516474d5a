// An edition's words in a language: names, terms, tagline, rules text, Keepers and powers, from
// `edition.locales[lang]` where the edition has one, each missing entry falling back to the edition's own.
// The player's page, the print kit and the differences from classic all read an edition's words here.
import { inLanguage, sameLanguage } from "../i18n/choose";
import type { Edition, Locale, Terms } from "../schemas/edition";

export interface EditionText {
  /** The language asked for when these words are in it (the edition's own, or a translation), else the edition's own. */
  lang: string;
  name: string;
  tagline: string;
  terms: Terms;
  rulesText: string;
  suspect: (id: string) => string;
  weapon: (id: string) => string;
  room: (id: string) => string;
  /** Any card: suspect, weapon or room. */
  card: (id: string) => string;
  keeper: (id: string) => { name: string; text: string };
  power: (suspect: string) => { name: string; text: string };
}

function pick(own: Record<string, string>, tr: Record<string, string> | undefined, id: string): string {
  return (tr && Object.hasOwn(tr, id) ? tr[id] : undefined) ?? own[id] ?? id;
}

export function editionText(edition: Edition, lang: string): EditionText {
  // An edition written in `ja-JP` is read as its own words by a page in `ja`, and so is a translation.
  const itsOwn = sameLanguage(edition.locale, lang);
  const tr: Locale | undefined = itsOwn ? undefined : inLanguage(edition.locales, lang);
  const own = (list: readonly { id: string; name: string }[]) => Object.fromEntries(list.map((x) => [x.id, x.name]));
  const suspects = own(edition.suspects);
  const weapons = own(edition.weapons);
  const rooms = own(edition.rooms);
  const keepers = new Map((edition.modules.intrigue?.keepers ?? []).map((k) => [k.id, k]));
  const powers = new Map((edition.modules.personalities?.powers ?? []).map((p) => [p.suspect, p]));
  const suspect = (id: string) => pick(suspects, tr?.suspects, id);
  const weapon = (id: string) => pick(weapons, tr?.weapons, id);
  const room = (id: string) => pick(rooms, tr?.rooms, id);
  return {
    lang: tr || itsOwn ? lang : edition.locale,
    name: tr?.name ?? edition.name,
    tagline: tr?.tagline ?? edition.tagline,
    terms: { ...edition.terms, ...(tr?.terms ?? {}) },
    rulesText: tr?.rulesText ?? edition.rulesText,
    suspect,
    weapon,
    room,
    card: (id) => (Object.hasOwn(suspects, id) ? suspect(id) : Object.hasOwn(weapons, id) ? weapon(id) : room(id)),
    keeper(id) {
      const k = keepers.get(id);
      const t = tr?.keepers && Object.hasOwn(tr.keepers, id) ? tr.keepers[id] : undefined;
      return { name: t?.name ?? k?.name ?? id, text: t?.text ?? k?.text ?? "" };
    },
    power(s) {
      const p = powers.get(s);
      const t = tr?.powers && Object.hasOwn(tr.powers, s) ? tr.powers[s] : undefined;
      return { name: t?.name ?? p?.name ?? "", text: t?.text ?? p?.text ?? "" };
    },
  };
}
