// The print kit of the draft in hand, made in the page by the very code `clue-compile print` runs
// (compiler/print). The page carries Noto Sans (Latin, regular and bold, as WOFF inside the one file, some
// 35 KB), so the kit works offline; it does not carry Noto Sans JP (megabytes), so the kit is printed in the
// edition's own language and a character outside Latin prints as "?": a Japanese kit comes from the
// command line (`clue-compile print <edition> --lang ja`), which the menu says.
import { download } from "../open/file";
import regular from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?inline";
import bold from "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?inline";
import { kitText, printKit, type Paper } from "../../compiler/print";
import type { CompiledEdition } from "../../schemas/graph";

/** A `data:` URL's bytes, read here: fetching it would be a connection the page's policy forbids. */
function bytesOf(dataUrl: string): Uint8Array {
  const bin = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Latin, Latin-1 and the punctuation the kit uses: what the page's font holds. */
const LATIN = /^[\u0020-\u024f\u2000-\u206f\u2190-\u21ff\u20ac\u2122\u2212\u2026\u00b7]*$/u;

export interface DraftKit {
  pdf: Uint8Array;
  /** Some text of the edition needs a font the page does not carry (it printed as "?"). */
  missingGlyphs: boolean;
}

export async function printDraft(compiled: CompiledEdition, paper: Paper): Promise<DraftKit> {
  const lang = compiled.edition.locale;
  const text = kitText(compiled, { lang });
  const kit = await printKit(compiled, { paper, lang }, { regular: [bytesOf(regular)], bold: [bytesOf(bold)] });
  return { pdf: kit.pdf, missingGlyphs: !LATIN.test(text.replace(/\s/g, "")) };
}

export function downloadPdf(pdf: Uint8Array, name: string): void {
  download(pdf, name, "application/pdf");
}
