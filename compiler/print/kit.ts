// What every part of the kit draws with: the document, its type, the words in the kit's language, and
// the sheet size. Each part adds its sheets in order through `sheet()`.
import type { PDFDocument } from "pdf-lib";
import { GREY } from "./color";
import type { Type } from "./fonts";
import { PAPER_SIZE, PT, type Paper } from "./paper";
import { Sheet } from "./sheet";
import { fill, type KitWords } from "./words";

export class Kit {
  readonly sheetW: number;
  readonly sheetH: number;
  private count = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly type: Type,
    readonly words: KitWords,
    readonly paper: Paper,
  ) {
    this.sheetW = PAPER_SIZE[paper].w / PT;
    this.sheetH = PAPER_SIZE[paper].h / PT;
  }

  sheet(): Sheet {
    const { w, h } = PAPER_SIZE[this.paper];
    this.count++;
    return new Sheet(this.doc.addPage([w, h]), this.type);
  }

  /** The line at the foot of a sheet (or up its right margin): how to print, and the page number. */
  footer(s: Sheet, left = "", side = false): void {
    const m = this.words.msg;
    const note = fill(m.printNote, { edition: this.words.name });
    const page = fill(m.sheet, { n: this.count });
    if (side) {
      s.text(`${note} · ${page}`, s.w - 5, s.h / 2, s.h - 16, {
        size: 7,
        min: 5,
        color: GREY,
        turn: 90,
        align: "center",
      });
      return;
    }
    const line = left ? `${left} · ${note}` : note;
    s.text(line, 18, s.h - 6, s.w - 50, { size: 6.5, min: 5, color: GREY });
    s.text(page, s.w - 10, s.h - 6, 30, { size: 6.5, align: "right", color: GREY });
  }
}
