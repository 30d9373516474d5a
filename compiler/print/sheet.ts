// One sheet of the kit, drawn in millimetres from its top-left corner. Text is fitted, never overflowing:
// shrunk down to a floor, wrapped onto the lines it may take, and cut with an ellipsis past that, measured
// with the very fonts it is drawn in.
import { degrees, type PDFPage, type RGB } from "pdf-lib";
import { INK } from "./color";
import type { Type } from "./fonts";
import { PT } from "./paper";

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: RGB;
  align?: "left" | "center" | "right";
  /** Smallest size (points) the text may shrink to before it is cut; the size itself when left out. */
  min?: number;
  /** Degrees, counter-clockwise: 180 for the far side of a standee, 90 up a sheet's side margin. */
  turn?: 0 | 90 | 180;
}

export interface Stroke {
  color?: RGB;
  width?: number;
  dash?: number[];
}

const ELLIPSIS = "…";
/** What a Japanese line may not begin with (kinsoku): the long vowel mark, small kana, closing marks. */
const NO_START = /[ー、。，．」』）〕】・！？：；ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)\]!?,.:;]/u;

/** Lines of `text`, broken at spaces, or between any two characters where a word alone is too wide (CJK). */
export function wrap(type: Type, text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  const tokens = text.split(/(\s+)/u).filter((t) => t !== "");
  for (const token of tokens) {
    const next = line + token;
    if (type.width(next.trimEnd(), size, bold) <= width || line.trim() === "") {
      if (type.width(next.trim(), size, bold) <= width) {
        line = next;
        continue;
      }
      // A word wider than the line: break it between characters.
      for (const ch of token) {
        if (type.width((line + ch).trim(), size, bold) > width && line.trim() !== "") {
          // "ー" or "。" may not open a line: the characters before it go down with it (as many as are
          // themselves such marks, and one more), leaving at least one on the line.
          const chars = [...line];
          let carry = "";
          while (NO_START.test([...(carry + ch)][0] ?? "") && chars.length > 1) carry = (chars.pop() as string) + carry;
          lines.push(chars.join("").trim());
          line = carry;
        }
        line += ch;
      }
      continue;
    }
    lines.push(line.trim());
    line = /^\s+$/u.test(token) ? "" : token;
  }
  if (line.trim() !== "") lines.push(line.trim());
  return lines;
}

/** `text` cut to fit `width`, with an ellipsis where it was cut. */
function cut(type: Type, text: string, size: number, width: number, bold = false): string {
  if (type.width(text, size, bold) <= width) return text;
  const chars = [...text];
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (type.width(chars.slice(0, mid).join("").trimEnd() + ELLIPSIS, size, bold) <= width) lo = mid;
    else hi = mid - 1;
  }
  return chars.slice(0, lo).join("").trimEnd() + ELLIPSIS;
}

export class Sheet {
  readonly w: number;
  readonly h: number;

  constructor(
    readonly page: PDFPage,
    readonly type: Type,
  ) {
    this.w = page.getWidth() / PT;
    this.h = page.getHeight() / PT;
  }

  /** Points from the bottom-left, as PDF wants them, of a point in mm from the top-left. */
  at(x: number, y: number): { x: number; y: number } {
    return { x: x * PT, y: (this.h - y) * PT };
  }

  rect(x: number, y: number, w: number, h: number, fill: RGB | null, stroke?: Stroke): void {
    const p = this.at(x, y + h);
    this.page.drawRectangle({
      x: p.x,
      y: p.y,
      width: w * PT,
      height: h * PT,
      ...(fill && { color: fill }),
      ...(stroke && {
        borderColor: stroke.color ?? INK,
        borderWidth: stroke.width ?? 0.5,
        ...(stroke.dash && { borderDashArray: stroke.dash }),
      }),
    });
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Stroke = {}): void {
    this.page.drawLine({
      start: this.at(x1, y1),
      end: this.at(x2, y2),
      thickness: stroke.width ?? 0.5,
      color: stroke.color ?? INK,
      ...(stroke.dash && { dashArray: stroke.dash }),
    });
  }

  circle(cx: number, cy: number, r: number, fill: RGB | null, stroke?: Stroke): void {
    this.page.drawCircle({
      ...this.at(cx, cy),
      size: r * PT,
      ...(fill && { color: fill }),
      ...(stroke && { borderColor: stroke.color ?? INK, borderWidth: stroke.width ?? 0.5 }),
    });
  }

  /**
   * One line of text whose baseline-centre band is at `y` (mm), anchored at `x` by `align`, shrunk to
   * `min` and then cut so it is never wider than `width` mm. Returns the size it was drawn at.
   */
  text(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const maxW = width * PT;
    let size = style.size;
    const min = style.min ?? style.size;
    while (size > min && this.type.width(text, size, style.bold) > maxW) size = Math.max(min, size * 0.92);
    const shown = cut(this.type, text, size, maxW, style.bold);
    this.draw(shown, x, y, size, style);
    return size;
  }

  /**
   * Text wrapped into a box of `width` x `height` mm (top at `y`), shrunk until it fits in at most the
   * lines the box holds, the last line cut when even the smallest size does not fit. Returns the mm used.
   */
  paragraph(text: string, x: number, y: number, width: number, height: number, style: TextStyle): number {
    const maxW = width * PT;
    let size = style.size;
    const min = style.min ?? style.size;
    for (;;) {
      const lead = (size * 1.3) / PT;
      let lines = wrap(this.type, text, size, maxW, style.bold);
      const room = Math.max(1, Math.floor(height / lead));
      if (lines.length <= room || size <= min) {
        if (lines.length > room) {
          lines = lines.slice(0, room);
          lines[room - 1] = cut(this.type, lines[room - 1] + ELLIPSIS, size, maxW, style.bold);
        }
        const ax = style.align === "center" ? x + width / 2 : style.align === "right" ? x + width : x;
        lines.forEach((l, i) => this.draw(l, ax, y + lead * (i + 0.5), size, style));
        return lines.length * lead;
      }
      size = Math.max(min, size * 0.92);
    }
  }

  /** Draws runs with the band's middle at `y`: the baseline sits a third of the size below it. */
  private draw(text: string, x: number, y: number, size: number, style: TextStyle): void {
    const runs = this.type.runs(text, style.bold);
    const total = this.type.width(text, size, style.bold);
    const turn = style.turn ?? 0;
    const [cos, sin] = turn === 90 ? [0, 1] : turn === 180 ? [-1, 0] : [1, 0];
    const shift = style.align === "center" ? total / 2 : style.align === "right" ? total : 0;
    const p = this.at(x, y);
    // Start at the anchor less the shift along the line, and drop to the baseline across it.
    let px = p.x - shift * cos + size * 0.34 * sin;
    let py = p.y - shift * sin - size * 0.34 * cos;
    for (const r of runs) {
      this.page.drawText(r.text, {
        x: px,
        y: py,
        size,
        font: r.font,
        color: style.color ?? INK,
        ...(turn !== 0 && { rotate: degrees(turn) }),
      });
      const w = this.type.width(r.text, size, style.bold);
      px += w * cos;
      py += w * sin;
    }
  }
}
