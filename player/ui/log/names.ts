// What my modules need to know of an edition's words in one language: card, Keeper and power names, the
// terms. A stand-in until the app's player/ui/i18n/edition.ts is wired in: the same data, read from the
// compiled edition and its locale.
import type { Edition, Terms } from "../../../schemas/edition";

export type Lang = "en" | "ja";

export interface Names {
  lang: Lang;
  terms: Terms;
  /** A suspect, weapon or room (a room that is not a card too) by id; the id itself when unknown. */
  card(id: string): string;
  keeper(id: string): string;
  /** The power of a suspect, by the power's name in the edition's own language. */
  power(name: string): string;
}

export function namesOf(edition: Edition, lang: Lang): Names {
  const locale = lang === edition.locale ? undefined : edition.locales[lang];
  const own = new Map<string, string>();
  for (const c of [...edition.suspects, ...edition.weapons, ...edition.rooms]) own.set(c.id, c.name);
  const translated: Record<string, string> = { ...locale?.suspects, ...locale?.weapons, ...locale?.rooms };
  const keepers = edition.modules.intrigue?.keepers ?? [];
  const powers = edition.modules.personalities?.powers ?? [];
  return {
    lang,
    terms: { ...edition.terms, ...locale?.terms },
    card: (id) => translated[id] ?? own.get(id) ?? id,
    keeper: (id) => locale?.keepers?.[id]?.name ?? keepers.find((k) => k.id === id)?.name ?? id,
    power: (name) => {
      const p = powers.find((q) => q.name === name);
      return (p && locale?.powers?.[p.suspect]?.name) ?? name;
    },
  };
}
