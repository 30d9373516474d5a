// The live check of a big board or a heavy text off the page's thread: the same compile() as check.ts, its
// result sent back (copied: the board graph grows with the board, not its square, so the copy is small),
// with the file's data, which the page does not read itself from a heavy text.
import { compile } from "../../compiler/compile";
import type { Lang } from "../../i18n/lang";
import type { LocaleFile } from "../model/doc";
import { heavyData, inputOf } from "./check";

interface Ask {
  id: number;
  text: string;
  locales?: LocaleFile[];
  lang?: Lang;
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<Ask>) => void) | null;
  postMessage: (m: unknown, t?: Transferable[]) => void;
};

scope.onmessage = (e) => {
  const { id, text, locales, lang } = e.data;
  try {
    // Not check(): the page keeps its own results.
    const r = compile(inputOf(text, locales, lang === "ja" ? "ja" : "en"));
    // The file's data, for a page that leaves reading a heavy text to this Worker; the page reads any other
    // text itself, so it is neither made nor copied then.
    scope.postMessage({ id, diagnostics: r.diagnostics, compiled: r.compiled, data: heavyData(text, r) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
