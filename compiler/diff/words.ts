// The differences put into words: in the edition's own terms (its "Cast member", its "Locations") and
// names, in English or Japanese (the languages the edition carries), sentences of our own for players.
import { editionText } from "../../edition/text";
import { langOfLocale } from "../../i18n/choose";
import type { Lang } from "../../i18n/lang";
import type { Edition } from "../../schemas/edition";
import type { Difference } from "./compare";
import { group } from "./group";
import type { Context, Phrases } from "./phrases";
import { EN } from "./phrases-en";
import { JA } from "./phrases-ja";

/** The edition's names and terms in one language (edition/text.ts), keyed as the differences name the cards. */
function namer(e: Edition, lang: string) {
  const w = editionText(e, lang);
  return { suspects: w.suspect, weapons: w.weapon, rooms: w.room, terms: w.terms, name: w.name };
}

export type Namer = ReturnType<typeof namer>;

/** The sentences for `diffs` of `edition` from `base`, in `lang`: what a player reads, grouped (group.ts). */
export function describe(diffs: Difference[], edition: Edition, base: Edition, lang: Lang): string[] {
  const p: Phrases = lang === "ja" ? JA : EN;
  const b = namer(base, lang);
  const c: Context = { n: namer(edition, lang), b, baseName: b.name, edition, base };
  return group(diffs, base).flatMap((item) => p.sentences(item, c));
}

/** The languages an edition can be read in: its own and each translation we have phrases for. */
export function languages(e: Edition): Lang[] {
  const all = [e.locale, ...Object.keys(e.locales)].flatMap((l) => langOfLocale(l) ?? []);
  return [...new Set(all)];
}
