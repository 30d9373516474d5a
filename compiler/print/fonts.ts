// The kit's type: each weight is a chain of fonts (Noto Sans for Latin, then the Noto Sans JP pieces a
// Japanese kit needs), and a text is drawn in runs, each character in the first font that has it. A
// character no font has (Hebrew, Arabic, emoji: the Latin subset lacks them) is printed as "?" rather than
// as an empty box, and measured as such, so what is measured is what is drawn.
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/** Font files (TrueType, WOFF or WOFF2 bytes) for each weight, the main one first. */
export interface KitFonts {
  regular: Uint8Array[];
  bold: Uint8Array[];
}

interface Face {
  pdf: PDFFont;
  has: (codePoint: number) => boolean;
}

export interface Run {
  font: PDFFont;
  text: string;
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
        const parsed = fontkit.create(bytes);
        // A fixed name: pdf-lib would otherwise add a suffix of its own to each font's name.
        const pdf = await doc.embedFont(bytes, { subset: true, customName: `ClueKit${++n}` });
        out.push({ pdf, has: (cp) => parsed.hasGlyphForCodePoint(cp) });
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
      const face = chain.find((f) => f.has(cp));
      const font = face?.pdf ?? (chain[0] as Face).pdf;
      const piece = face ? ch : "?";
      const last = out[out.length - 1];
      if (last && last.font === font) last.text += piece;
      else out.push({ font, text: piece });
    }
    return out;
  }

  /** Width in points of `text` at `size` points. */
  width(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }
}
