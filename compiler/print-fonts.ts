// The fonts a kit is printed in, read from the @fontsource packages: Noto Sans, and Noto Sans JP for text
// it lacks. Both ship as pieces by unicode-range (their CSS says which piece holds which characters); only
// the pieces that hold a character of the kit are handed to the printer, which embeds just the glyphs it
// draws (pdf-lib's subsetting), so a Japanese kit carries a few hundred glyphs, not the 17,000 of the font.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { KitFonts } from "./print";
import { woffToSfnt } from "./print-woff";

const require = createRequire(import.meta.url);

interface Piece {
  file: string;
  ranges: [number, number][];
}

// Each named in full, so that knip sees the packages used.
const CSS = {
  "noto-sans": {
    400: () => require.resolve("@fontsource/noto-sans/400.css"),
    700: () => require.resolve("@fontsource/noto-sans/700.css"),
  },
  "noto-sans-jp": {
    400: () => require.resolve("@fontsource/noto-sans-jp/400.css"),
    700: () => require.resolve("@fontsource/noto-sans-jp/700.css"),
  },
} as const;

function pieces(family: keyof typeof CSS, weight: 400 | 700): Piece[] {
  const css = CSS[family][weight]();
  const text = readFileSync(css, "utf8");
  const out: Piece[] = [];
  for (const block of text.split("@font-face").slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range || !/-normal\.woff$/.test(file)) continue;
    const ranges = range.split(",").map((r): [number, number] => {
      const [a, b] = r.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(a ?? "0", 16), parseInt(b ?? a ?? "0", 16)];
    });
    out.push({ file: join(dirname(css), "files", file), ranges });
  }
  return out;
}

const holds = (p: Piece, cp: number) => p.ranges.some(([a, b]) => cp >= a && cp <= b);

/** The pieces (Latin first) that hold some character of `text`, in the order they are tried. */
function chain(weight: 400 | 700, text: string, japanese: boolean): Uint8Array[] {
  const cps = new Set([...text].map((c) => c.codePointAt(0) ?? 0));
  const latin = pieces("noto-sans", weight);
  const jp = japanese ? pieces("noto-sans-jp", weight) : [];
  const first = latin.find((p) => /-latin-\d+-normal/.test(p.file));
  const picked = [first, ...[...latin, ...jp].filter((p) => p !== first && [...cps].some((cp) => holds(p, cp)))];
  return picked.filter((p): p is Piece => p !== undefined).map((p) => woffToSfnt(readFileSync(p.file)));
}

/** Fonts for a kit: Japanese pieces only when the text needs them (a kit in English needs none). */
export function kitFonts(text: string): KitFonts {
  const japanese = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/u.test(text);
  return { regular: chain(400, text, japanese), bold: chain(700, text, false) };
}
