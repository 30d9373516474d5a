// The playing edition's words in the UI's language, for every component under the game screen.
import { createContext, useContext, type ReactNode } from "react";
import type { EditionText } from "../../../edition/text";

const EditionTextContext = createContext<EditionText | null>(null);

export function EditionTextProvider({ value, children }: { value: EditionText; children: ReactNode }) {
  return <EditionTextContext.Provider value={value}>{children}</EditionTextContext.Provider>;
}

export function useEditionText(): EditionText {
  const t = useContext(EditionTextContext);
  if (!t) throw new Error("useEditionText outside an EditionTextProvider");
  return t;
}
