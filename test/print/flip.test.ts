// Card backs land behind their fronts when the sheet is printed double-sided and flipped on its long
// edge: the backs page, mirrored left to right, inks the very places its fronts page inks.
import { describe, expect, it } from "vitest";
import { CARD_H, CARD_W, cardBox } from "../../compiler/print/card-grid";
import { PAPER_SIZE, PT } from "../../compiler/print/paper";
import { kitFile, pageTexts, pixels } from "./pdf";

const DPI = 40;

describe("card backs", () => {
  it("are mirrored slot by slot across the sheet's long edge", () => {
    for (const paper of ["a4", "letter"] as const) {
      const [w, h] = [PAPER_SIZE[paper].w / PT, PAPER_SIZE[paper].h / PT];
      for (let i = 0; i < 9; i++) {
        const f = cardBox(i, w, h, false);
        const b = cardBox(i, w, h, true);
        expect(b.x).toBeCloseTo(w - (f.x + CARD_W), 6);
        expect(b.y).toBeCloseTo(f.y, 6);
        expect(b.bleed.x).toBeCloseTo(w - (f.bleed.x + f.bleed.w), 6);
      }
    }
  });

  for (const paper of ["a4", "letter"] as const)
    it(`ink the mirror image of their fronts on ${paper}, the last part-filled sheet too`, async () => {
      const path = await kitFile("the-office", { paper });
      const texts = pageTexts(path);
      const fronts = texts.flatMap((t, i) => (/ · fronts · sheet /.test(t) ? [i + 1] : []));
      expect(fronts.length).toBeGreaterThanOrEqual(5);
      const [sw, sh] = [PAPER_SIZE[paper].w / PT, PAPER_SIZE[paper].h / PT];
      const at = (mm: number) => Math.round((mm / 25.4) * DPI);
      for (const page of fronts) {
        const f = pixels(path, page, DPI);
        const b = pixels(path, page + 1, DPI);
        const ink = (g: typeof f, x: number, y: number) => (g.px[y * g.w + x] ?? 255) < 250;
        let slots = 0;
        for (let i = 0; i < 9; i++) {
          // The band 1 to 2.5 mm inside the card's edges: a front's coloured frame, a back's ground, or paper.
          const c = cardBox(i, sw, sh, false);
          let differ = 0;
          let inked = 0;
          let n = 0;
          for (let y = at(c.y + 1); y <= at(c.y + CARD_H - 1); y++)
            for (let x = at(c.x + 1); x <= at(c.x + CARD_W - 1); x++) {
              const inner =
                x > at(c.x + 2.5) && x < at(c.x + CARD_W - 2.5) && y > at(c.y + 2.5) && y < at(c.y + CARD_H - 2.5);
              if (inner) continue;
              const front = ink(f, x, y);
              if (front) inked++;
              if (front !== ink(b, b.w - 1 - x, y)) differ++;
              n++;
            }
          if (inked > n / 2) slots++;
          expect(differ / n, `page ${page}, slot ${i}`).toBeLessThan(0.05);
        }
        expect(slots, `page ${page}`).toBeGreaterThan(0);
      }
    });
});
