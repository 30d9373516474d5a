// The current language, for components. Each area's messages are a `ByLang` pair of files; a component
// reads its area with `useMessages(AREA)`, and code outside React (announcements) with `AREA[lang]`.
import { createContext, useContext, type ReactNode } from "react";
import type { ByLang, Lang } from "../../../i18n/lang";

const LangContext = createContext<Lang>("en");

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

export function useMessages<M>(area: ByLang<M>): M {
  return area[useContext(LangContext)];
}
