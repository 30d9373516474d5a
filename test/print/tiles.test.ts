// The board sheets, overlapped as the map says, make the whole board: every board unit lies on some
// sheet, and each sheet's pixels are the board's own pixels at that place, the board drawn once whole by
// the same renderer at the same scale (not a screenshot of it: both are vectors, rasterized by poppler).
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { boardSize, boardTree } from "../../player/board";
import { Type } from "../../compiler/print/fonts";
import { PAPER_SIZE, PT } from "../../compiler/print/paper";
import { flatten } from "../../compiler/print/svg";
import { tileLayout } from "../../compiler/print/tiles";
import { drawOps } from "../../compiler/print/vector";
import { kitFonts } from "../../compiler/print-fonts";
import { loadEdition } from "../editions";
import { file, kitFile, pixels, type Grey } from "./pdf";

const DPI = 30;
const px = (mm: number) => Math.round((mm / 25.4) * DPI);

/** The whole board on one page, at the kit's scale, with a margin of `pad` mm. */
async function wholeBoard(id: string, mmPerUnit: number, pad: number): Promise<string> {
  const compiled = loadEdition(id);
  const { width, height } = boardSize(compiled.edition);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const type = await Type.embed(doc, kitFonts(compiled.edition.rooms.map((r) => r.name).join("")));
  const [w, h] = [width * mmPerUnit + 2 * pad, height * mmPerUnit + 2 * pad];
  const page = doc.addPage([w * PT, h * PT]);
  const ops = flatten(boardTree(compiled));
  drawOps(page, type, ops, {
    window: { x0: 0, y0: 0, x1: width, y1: height },
    x: pad * PT,
    y: (h - pad) * PT,
    k: mmPerUnit * PT,
  });
  return file(await doc.save());
}

/** Mean absolute difference of two same-sized windows, `inset` pixels in from their edges. */
function difference(
  a: Grey,
  ax: number,
  ay: number,
  b: Grey,
  bx: number,
  by: number,
  w: number,
  h: number,
  inset: number,
): number {
  let sum = 0;
  let n = 0;
  for (let y = inset; y < h - inset; y++)
    for (let x = inset; x < w - inset; x++) {
      sum += Math.abs((a.px[(ay + y) * a.w + ax + x] ?? 0) - (b.px[(by + y) * b.w + bx + x] ?? 255));
      n++;
    }
  return sum / Math.max(1, n);
}

describe("the board's sheets", () => {
  for (const id of ["classic", "the-office"])
    it(`cover the whole ${id} board, each showing the board's own pixels at its place`, async () => {
      const { edition } = loadEdition(id);
      const { width, height } = boardSize(edition);
      const sheet = PAPER_SIZE.a4;
      const layout = tileLayout(width, height, sheet.w / PT, sheet.h / PT);
      expect(layout.tiles.length).toBeGreaterThan(1);
      // Every board unit on some sheet.
      const covered = new Uint8Array(width * height);
      for (const t of layout.tiles)
        for (let y = Math.floor(t.window.y0); y < Math.ceil(t.window.y1); y++)
          for (let x = Math.floor(t.window.x0); x < Math.ceil(t.window.x1); x++) covered[y * width + x] = 1;
      expect(covered.indexOf(0)).toBe(-1);

      const kit = await kitFile(id);
      const pad = 5;
      const whole = pixels(await wholeBoard(id, layout.mmPerUnit, pad), 1, DPI);
      const mm = layout.mmPerUnit;
      for (const [i, t] of layout.tiles.entries()) {
        const page = pixels(kit, i + 1, DPI);
        const [w, h] = [px((t.window.x1 - t.window.x0) * mm), px((t.window.y1 - t.window.y0) * mm)];
        const d = difference(
          page,
          px(layout.area.x),
          px(layout.area.y),
          whole,
          px(pad + t.window.x0 * mm),
          px(pad + t.window.y0 * mm),
          w,
          h,
          3,
        );
        // Rounding to whole pixels and the sheet's marks differ a little; a wrong window differs by tens.
        expect(d, `sheet ${i + 1}`).toBeLessThan(8);
      }
    });

  it("keeps the largest board the format allows to a few dozen sheets", () => {
    const layout = tileLayout(2000, 2000, 210, 297);
    expect(layout.tiles.length).toBeLessThanOrEqual(30);
    expect(layout.mmPerUnit * 10).toBeGreaterThanOrEqual(5);
  });
});
