// The UI's languages. Adding one is adding a folder of message files beside en/ and a line here.
export type Lang = "en" | "ja";

export const LANGS: readonly Lang[] = ["en", "ja"];

/** Each language's name in itself, as a language menu shows it whatever the UI's language. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: "English", ja: "日本語" };

export function isLang(v: unknown): v is Lang {
  return typeof v === "string" && (LANGS as readonly string[]).includes(v);
}

/** Messages of one area in every language; the Japanese file is typed by the English, so a missing key fails tsc. */
export type ByLang<M> = Readonly<Record<Lang, M>>;
