// Which language to speak, chosen the same way by every part: what the user asked for this time (the page's
// `?lang=`, the CLI's `--lang`), else what they chose before (a page's stored choice), else the system's
// locale (the POSIX environment for the CLI, the browser's languages for a page), else English. The inputs
// are handed in, so this reads no `process`, `location` or `navigator` and runs in a page and in Node alike.
import { isLang, type Lang } from "./lang";

export interface LangSources {
  /** Asked for this time: `?lang=` or `--lang`. Anything but a known language is passed over. */
  readonly asked?: string | null;
  /** Chosen before and remembered (a page's localStorage). */
  readonly stored?: string | null;
  /** The POSIX locale variables (`process.env`): LC_ALL, then LC_MESSAGES, then LANG, as gettext reads them. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  readonly locales?: readonly string[];
  /** When none of the above decides (English unless told: `diff` falls back on the edition's own language). */
  readonly otherwise?: Lang;
}

/**
 * The language of a locale name, POSIX (`ja_JP.UTF-8`) or BCP 47 (`ja-JP`): its first part, when we speak
 * it. `C`, `POSIX`, `jam_JM` (Jamaican) and the rest are none of ours.
 */
export function langOfLocale(locale: string): Lang | undefined {
  const primary = locale.split(/[_.@-]/)[0]?.toLowerCase();
  return isLang(primary) ? primary : undefined;
}

/** The first POSIX locale variable that is set decides, even when it names a language we do not speak. */
function envLocale(env: Readonly<Record<string, string | undefined>>): string | undefined {
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG"]) if (env[name]) return env[name];
  return undefined;
}

export function chooseLang(s: LangSources): Lang {
  for (const v of [s.asked, s.stored]) if (isLang(v)) return v;
  if (s.env) {
    const locale = envLocale(s.env);
    if (locale !== undefined) return langOfLocale(locale) ?? "en";
  }
  for (const l of s.locales ?? []) {
    const lang = langOfLocale(l);
    if (lang) return lang;
  }
  return s.otherwise ?? "en";
}
