// The page's Japanese font: every Japanese character of the text drawn, nothing else of the font kept, the
// same bytes for the same text.
import fontkit from "@pdf-lib/fontkit";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { japaneseChars, japaneseFont, type FontPiece } from "./japanese-font";

const css = createRequire(import.meta.url).resolve("@fontsource/noto-sans-jp/400.css");
const TEXT = "Rope ロープ、書斎で。「大広間」に ＡＢＣ ①";

// The characters a piece's font has a glyph for, among `chars`.
const drawn = (p: FontPiece, chars: number[]) => {
  const font = fontkit.create(p.woff2);
  return chars.filter((c) => font.hasGlyphForCodePoint(c));
};

describe("japaneseFont", () => {
  it("takes the CJK blocks on, not Latin", () => {
    expect(String.fromCodePoint(...japaneseChars(TEXT))).toBe("、。「」でにプロー大広斎書間ＡＢＣ");
  });

  it("draws every Japanese character of the text, and says which in each piece's range", async () => {
    const pieces = await japaneseFont(TEXT, css);
    const wanted = japaneseChars(TEXT);
    const ranged = pieces.flatMap((p) => p.range.split(",").map((u) => parseInt(u.slice(2), 16)));
    expect([...ranged].sort((a, b) => a - b)).toEqual(wanted);
    for (const p of pieces) {
      const mine = p.range.split(",").map((u) => parseInt(u.slice(2), 16));
      expect(drawn(p, mine)).toEqual(mine);
      // Cut to the text: a kanji the text does not use is not in the piece.
      expect(
        drawn(
          p,
          [..."龍鬱"].map((c) => c.codePointAt(0) ?? 0),
        ),
      ).toEqual([]);
    }
  });

  it("gives the same bytes for the same text", async () => {
    const [a, b] = await Promise.all([japaneseFont(TEXT, css), japaneseFont(TEXT, css)]);
    expect(a.map((p) => p.woff2.toString("base64"))).toEqual(b.map((p) => p.woff2.toString("base64")));
  });
});
