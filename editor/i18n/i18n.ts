// The editor's language and its words. The language is chosen as everywhere (i18n/choose.ts at the root:
// `?lang=ja`, else the one chosen before, else the browser's). The words are typed message areas
// (messages.ts); `t("area.key")` reads one, and `t("area.key", { name })` fills a sentence's blanks,
// both checked by the type checker: a key that is not there, a blank left out or one too many fail tsc.
import { createContext, useContext } from "react";
import type { Lang } from "../../i18n/lang";
import type { Key, Said, Vars } from "./keys";
import { MESSAGES } from "./messages";

export type T = <K extends Key>(key: K, ...vars: Vars<K>) => string;

export function translator(lang: Lang): T {
  const m = MESSAGES[lang];
  return (key, ...vars) => {
    const dot = key.indexOf(".");
    const area = m[key.slice(0, dot) as keyof typeof m] as Readonly<Record<string, string | ((v: never) => string)>>;
    const s = area[key.slice(dot + 1)];
    return typeof s === "function" ? s(vars[0] as never) : String(s);
  };
}

/** Says a message carried as data (keys.ts's `said`), checked where it was made. */
export const sayData = (t: T, s: Said): string => (t as (key: Key, vars?: object) => string)(s.key, s.vars);

export const LangContext = createContext<{ lang: Lang; t: T }>({ lang: "en", t: translator("en") });
export const useT = (): T => useContext(LangContext).t;
