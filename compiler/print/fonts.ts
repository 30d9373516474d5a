// The kit's type: each weight is a chain of fonts (Noto Sans for Latin, then the Noto Sans JP pieces a
// Japanese kit needs), and a text is drawn in runs, each character in the first font that has it. A
// character no font has (Hebrew, Arabic, emoji: the Latin subset lacks them) is printed as "?" rather than
// as an empty box, and measured as such, so what is measured is what is drawn.
import fontkit, { type Font } from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/** Font files (TrueType, WOFF or WOFF2 bytes) for each weight, the main one first. */
export interface KitFonts {
  regular: Uint8Array[];
  bold: Uint8Array[];
}

interface Face {
  pdf: PDFFont;
  font: Font;
  /** Advance widths in ems by code point, filled as characters are met. */
  widths: Map<number, number>;
}

export interface Run {
  font: PDFFont;
  text: string;
}

/** A subset's six-letter tag (PDF 32000 9.6.4), counted rather than random so the bytes repeat. */
function tag(n: number): string {
  let out = "";
  for (let i = 0, k = n; i < 6; i++, k = Math.floor(k / 26)) out = String.fromCharCode(65 + (k % 26)) + out;
  return out;
}

/** The font pdf-lib parsed from the bytes (a field it does not publish), so each font is read once, not twice. */
function parsedFont(pdf: PDFFont): Font | undefined {
  const font = (pdf as unknown as { embedder?: { font?: Font } }).embedder?.font;
  return font && typeof font.hasGlyphForCodePoint === "function" ? font : undefined;
}

export class Type {
  private constructor(
    private readonly regular: Face[],
    private readonly bold: Face[],
  ) {}

  static async embed(doc: PDFDocument, fonts: KitFonts): Promise<Type> {
    doc.registerFontkit(fontkit);
    let n = 0;
    const faces = async (list: Uint8Array[]) => {
      const out: Face[] = [];
      for (const bytes of list) {
        // A fixed name: pdf-lib would otherwise add a suffix of its own to each font's name.
        const pdf = await doc.embedFont(bytes, { subset: true, customName: `${tag(++n)}+NotoSans` });
        out.push({ pdf, font: parsedFont(pdf) ?? fontkit.create(bytes), widths: new Map() });
      }
      return out;
    };
    const regular = await faces(fonts.regular);
    const bold = await faces(fonts.bold);
    if (regular.length === 0) throw new Error("the kit needs at least one font");
    // Bold falls back to the regular chain (a Japanese kit carries the CJK pieces in one weight only).
    return new Type(regular, [...bold, ...regular]);
  }

  runs(text: string, bold = false): Run[] {
    const chain = bold ? this.bold : this.regular;
    const out: Run[] = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 63;
      const face = chain.find((f) => f.font.hasGlyphForCodePoint(cp));
      const font = face?.pdf ?? (chain[0] as Face).pdf;
      const piece = face ? ch : "?";
      const last = out[out.length - 1];
      if (last && last.font === font) last.text += piece;
      else out.push({ font, text: piece });
    }
    return out;
  }

  /**
   * Width in points of `text` at `size` points, from the glyphs' advances. pdf-lib's own measure shapes the
   * text each time (kerning, ligatures), which made fitting names and rules take seconds; kerning only
   * narrows Latin text, so a text measured to fit here fits as drawn.
   */
  width(text: string, size: number, bold = false): number {
    const chain = bold ? this.bold : this.regular;
    let ems = 0;
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 63;
      const face = chain.find((f) => f.font.hasGlyphForCodePoint(cp)) ?? chain[0];
      if (!face) continue;
      const key = face.font.hasGlyphForCodePoint(cp) ? cp : 63;
      let w = face.widths.get(key);
      if (w === undefined) {
        w = face.font.glyphForCodePoint(key).advanceWidth / face.font.unitsPerEm;
        face.widths.set(key, w);
      }
      ems += w;
    }
    return ems * size;
  }
}
