// Which language to speak, chosen the same way by every part: what the user asked for this time (the page's
// `?lang=`, the CLI's `--lang`), else what they chose before (a page's stored choice), else the system's
// locale (the POSIX environment for the CLI, the browser's languages for a page), else English. The inputs
// are handed in, so this reads no `process`, `location` or `navigator` and runs in a page and in Node alike;
// the two readers of a system's locale are apart so that a page carries only the browser's.
import { isLang, type Lang } from "./lang";

export interface LangSources {
  /** Asked for this time: `?lang=` or `--lang`. Anything but a known language is passed over. */
  readonly asked?: string | null;
  /** Chosen before and remembered (a page's localStorage). */
  readonly stored?: string | null;
  /** The system's language: `langOfEnv(process.env)` or `langOfLocales(navigator.languages)`. */
  readonly system?: Lang;
  /** When none of the above decides (English unless told: `diff` falls back on the edition's own language). */
  readonly otherwise?: Lang;
}

export function chooseLang(s: LangSources): Lang {
  for (const v of [s.asked, s.stored]) if (isLang(v)) return v;
  return s.system ?? s.otherwise ?? "en";
}

/**
 * The language of a locale name, POSIX (`ja_JP.UTF-8`) or BCP 47 (`ja-JP`): its first part, when we speak
 * it. `C`, `POSIX`, `jam_JM` (Jamaican) and the rest are none of ours.
 */
export function langOfLocale(locale: string): Lang | undefined {
  const primary = primaryOf(locale);
  return isLang(primary) ? primary : undefined;
}

function primaryOf(locale: string): string {
  return locale.split(/[_.@-]/)[0]?.toLowerCase() ?? "";
}

/** Whether two locale names are one language: `ja`, `ja-JP` and `ja_JP.UTF-8` are; `en` and `en-GB` too. */
export const sameLanguage = (a: string, b: string): boolean => primaryOf(a) !== "" && primaryOf(a) === primaryOf(b);

/**
 * A table by locale name (an edition's translations) read for `lang`: its own entry, else the first whose
 * key is in the same language (an edition translated into `ja-JP`, read by a page in `ja`).
 */
export function inLanguage<T>(table: Readonly<Record<string, T>>, lang: string): T | undefined {
  if (Object.hasOwn(table, lang)) return table[lang];
  const key = Object.keys(table).find((k) => sameLanguage(k, lang));
  return key === undefined ? undefined : table[key];
}

/**
 * The browser's languages, most wanted first: `navigator.languages`, or the one `navigator.language` where
 * the list is empty (the standard lets a browser that keeps its user's languages private give none).
 */
export const browserLocales = (nav: { languages?: readonly string[]; language?: string }): readonly string[] =>
  nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];

/** The first of the browser's languages (most wanted first) that we speak. */
export function langOfLocales(locales: readonly string[]): Lang | undefined {
  for (const l of locales) {
    const lang = langOfLocale(l);
    if (lang) return lang;
  }
  return undefined;
}

/**
 * The POSIX locale's language, as gettext reads it: the first of LC_ALL, LC_MESSAGES and LANG that is set
 * decides, English when it names a language we do not speak (`C`); none when none is set.
 */
export function langOfEnv(env: Readonly<Record<string, string | undefined>>): Lang | undefined {
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG"]) if (env[name]) return langOfLocale(env[name]) ?? "en";
  return undefined;
}
