// The Japanese font a page written by the CLI carries (the index page, the balance report), as the player's
// and the editor's builds carry theirs: Noto Sans JP cut to the page's Japanese characters, as @font-face
// rules of data: URLs. Loaded only when such a page is written: no other command loads the font cutter.
import { createRequire } from "node:module";

/** `@font-face` rules of the family "Clue Kit JP" that draw `text`'s Japanese; "" when it has none. */
export async function japaneseFontCss(text: string): Promise<string> {
  const { japaneseFontStyle } = await import("../tools/vite/japanese-font");
  return japaneseFontStyle(text, createRequire(import.meta.url).resolve("@fontsource/noto-sans-jp/400.css"));
}
