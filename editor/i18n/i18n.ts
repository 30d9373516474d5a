// The editor's language: `?lang=ja`, else the one chosen before, else the browser's. Strings come only from
// the message files; `{name}` in a message is filled from `vars`.
import { createContext, useContext } from "react";
import { en, type Key } from "./en";
import { ja } from "./ja";

export type Lang = "en" | "ja";
export const LANGS: Record<Lang, string> = { en: "English", ja: "日本語" };
const MESSAGES: Record<Lang, Record<Key, string>> = { en, ja };

export type T = (key: Key, vars?: Record<string, string | number>) => string;

export function translator(lang: Lang): T {
  const m = MESSAGES[lang];
  return (key, vars) => m[key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars?.[k] ?? `{${k}}`));
}

export function initialLang(search: string, stored: string | null, browser: string): Lang {
  const q = new URLSearchParams(search).get("lang");
  for (const l of [q, stored, browser.slice(0, 2)]) if (l === "en" || l === "ja") return l;
  return "en";
}

export const LangContext = createContext<{ lang: Lang; t: T }>({ lang: "en", t: translator("en") });
export const useT = (): T => useContext(LangContext).t;
