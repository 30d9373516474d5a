// The languages the designer's tools speak, and how a run picks one. Browser-safe: the environment is
// handed in (the CLI gives process.env), never read here.

export type Lang = "en" | "ja";

export const LANGS: readonly Lang[] = ["en", "ja"];

export const isLang = (v: unknown): v is Lang => v === "en" || v === "ja";

/**
 * The language of a POSIX locale setting, as gettext reads it: LC_ALL, then LC_MESSAGES, then LANG; the
 * first that is set decides (`ja_JP.UTF-8` and `ja` are Japanese; `C`, `POSIX` and the rest are English).
 */
export function langOfEnv(env: Readonly<Record<string, string | undefined>>): Lang {
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG"]) {
    const v = env[name];
    if (v) return /^ja([_.@-]|$)/i.test(v) ? "ja" : "en";
  }
  return "en";
}
