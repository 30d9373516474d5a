// The languages Clue Kit speaks, everywhere: the player, the editor, the balance report and the CLI.
// Adding one is a line here, then the type check lists every message area that lacks it.
export type Lang = "en" | "ja";

export const LANGS: readonly Lang[] = ["en", "ja"];

/** Each language's name in itself, as a language menu shows it whatever the current language. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: "English", ja: "日本語" };

export function isLang(v: unknown): v is Lang {
  return typeof v === "string" && (LANGS as readonly string[]).includes(v);
}

/** One thing (a message area, a sentence) in every language. */
export type ByLang<M> = Readonly<Record<Lang, M>>;

/**
 * One message area in every language, its Japanese typed by its English: a key missing in Japanese, or a
 * sentence taking other arguments, fails the type check. The Japanese is asked for on first use, so a page
 * may keep it out of its own script until then (the player's one-file build does).
 */
export function byLang<M>(en: M, ja: () => NoInfer<M>): ByLang<M> {
  return {
    en,
    get ja() {
      return ja();
    },
  };
}
