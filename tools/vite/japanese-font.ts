// A Japanese font for a one-file page, cut to the characters its Japanese text uses. A machine with no
// Japanese font (a fresh Linux desktop, many kiosks) otherwise shows every Japanese word as a row of boxes.
// Noto Sans JP comes from @fontsource/noto-sans-jp in about 120 pieces, each for a range of characters (the
// way a web font is served): each piece that holds a character of the page is cut to those characters
// (subset-font, HarfBuzz), so the page carries a few hundred kilobytes instead of several megabytes.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/** One piece of the font: the characters it draws (a CSS unicode-range) and its WOFF2 bytes. */
export interface FontPiece {
  range: string;
  woff2: Buffer;
}

/**
 * The characters a Latin system font may lack: CJK punctuation, kana, kanji, full-width forms (everything
 * from the CJK radicals on). Latin, digits and the typographer's marks stay with the page's own fonts.
 */
export function japaneseChars(text: string): number[] {
  const codes = new Set<number>();
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x2e80 && c <= 0xffef) codes.add(c);
  }
  return [...codes].sort((a, b) => a - b);
}

interface Face {
  file: string;
  ranges: Array<[number, number]>;
}

/** The @font-face rules of one weight's CSS file: each piece's WOFF2 file and its unicode-range. */
function faces(css: string, dir: string): Face[] {
  const out: Face[] = [];
  for (const m of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = m[1] ?? "";
    const file = /url\(\.\/([^)]+\.woff2)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(",").map((r): [number, number] => {
      const [lo, hi] = r.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(lo ?? "0", 16), parseInt(hi ?? lo ?? "0", 16)];
    });
    out.push({ file: join(dir, file), ranges });
  }
  return out;
}

const hex = (c: number) => `U+${c.toString(16)}`;

/**
 * The pieces of Noto Sans JP (regular) that draw `text`'s Japanese characters, each cut to them. The same
 * text gives the same bytes. A character no piece has is left out (the page's fonts may still have it).
 */
export async function japaneseFont(text: string, css400: string): Promise<FontPiece[]> {
  const faceList = faces(await readFile(css400, "utf8"), dirname(css400));
  const wanted = japaneseChars(text);
  const taken = new Set<number>();
  const out: FontPiece[] = [];
  for (const face of faceList) {
    const mine = wanted.filter((c) => !taken.has(c) && face.ranges.some(([lo, hi]) => c >= lo && c <= hi));
    if (mine.length === 0) continue;
    for (const c of mine) taken.add(c);
    const woff2 = await subsetFont(await readFile(face.file), String.fromCodePoint(...mine), {
      targetFormat: "woff2",
    });
    out.push({ range: mine.map(hex).join(","), woff2 });
  }
  return out;
}

/** The family the pages' CSS lists first, before the system's fonts (player/ui/base.css says why). */
const FAMILY = "Clue Kit JP";

/** `@font-face` rules of FAMILY for `text`'s Japanese, one per piece, each a `data:` URL (see below). */
export async function japaneseFontStyle(text: string, css400: string): Promise<string> {
  return (await japaneseFont(text, css400))
    .map(
      (p) =>
        `@font-face{font-family:"${FAMILY}";font-display:swap;src:url(data:font/woff2;base64,${p.woff2.toString("base64")}) format("woff2");unicode-range:${p.range}}`,
    )
    .join("\n");
}

/** Every .ts, .tsx and .yaml file under `dirs`, in a stable order (no test or node_modules). */
async function sources(dirs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const dir of dirs)
    for (const f of await readdir(dir, { recursive: true, encoding: "utf8" }))
      if (/\.(tsx?|yaml)$/.test(f) && !/\.test\.tsx?$|node_modules/.test(f)) out.push(join(dir, f));
  return out.sort();
}

/**
 * The page's Japanese font as a `<style>` of `@font-face` rules, one per piece, each a `data:` URL with the
 * characters it draws as its unicode-range. A browser decodes a piece only when the page shows one of
 * its characters: an English page carries the bytes but never loads them (the language menu's 日本語
 * loads the two or three pieces that draw it), and the page's script is not touched. `texts` are the
 * folders whose Japanese the font must draw (the page's messages, the built-in editions).
 */
export function japaneseFontFaces(css400: string, texts: string[]): Plugin {
  return {
    name: "clue-japanese-font",
    apply: "build",
    async transformIndexHtml() {
      const files = await sources(texts);
      const text = (await Promise.all(files.map((f) => readFile(f, "utf8")))).join("\n");
      const children = await japaneseFontStyle(text, css400);
      return [{ tag: "style", attrs: { id: "clue-ja-font" }, children, injectTo: "head" }];
    },
  };
}
