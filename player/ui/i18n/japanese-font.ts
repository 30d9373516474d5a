// The page's Japanese font: the pieces of Noto Sans JP the one-file build cut to the characters of the
// page's Japanese text (an inert `#clue-ja-font` block, tools/vite/japanese-font.ts), handed to the
// document's fonts under one family that the page's CSS lists after the system's Japanese fonts. A machine
// with a Japanese font of its own keeps using it; one without shows Japanese instead of boxes.

/** The family name base.css and the board's styles list. */
export const JAPANESE_FAMILY = "Clue Kit JP";

interface Piece {
  range: string;
  woff2: string;
}

const isPiece = (p: unknown): p is Piece =>
  typeof p === "object" &&
  p !== null &&
  typeof (p as Piece).range === "string" &&
  typeof (p as Piece).woff2 === "string";

function bytes(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

// The pieces already handed to the document, by their range: the page's start adds the few that draw the
// language menu's "日本語", the first Japanese word adds the rest.
const added = new Set<string>();

/** Whether a piece draws any character of `text` (a build writes its range as single code points). */
const draws = (range: string, text: string) =>
  range.split(",").some((u) => text.includes(String.fromCodePoint(parseInt(u.replace(/^U\+/i, ""), 16) || 0)));

/**
 * Adds the block's pieces to `doc.fonts` (those that draw a character of `only`, when given) and returns
 * how many it added. A page without the block (the dev server, a test under jsdom) or a browser without
 * the Font Loading API gets none: the system's fonts then draw the Japanese as they did before.
 */
export function loadJapaneseFont(doc: Document = document, only?: string): number {
  const src = doc.getElementById("clue-ja-font")?.textContent;
  if (!src || typeof FontFace === "undefined") return 0;
  let pieces: unknown;
  try {
    pieces = JSON.parse(src);
  } catch {
    return 0;
  }
  if (!Array.isArray(pieces)) return 0;
  let count = 0;
  for (const p of pieces) {
    if (!isPiece(p) || added.has(p.range) || (only !== undefined && !draws(p.range, only))) continue;
    added.add(p.range);
    const face = new FontFace(JAPANESE_FAMILY, bytes(p.woff2), { unicodeRange: p.range });
    doc.fonts.add(face);
    // A piece that fails to load leaves its characters to the system's fonts; nothing else depends on it.
    face.load().catch(() => undefined);
    count++;
  }
  return count;
}
