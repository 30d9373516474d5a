// Where the nine cards of a sheet go: poker size (63 x 88 mm) in three rows of three, butted together so
// one cut serves two cards, the block centred on the sheet. Centred across, a card's back lands behind its
// front when the sheet is flipped on its long edge: column c of the fronts is column 2 - c of the backs.
// The colour of the outer cards runs BLEED_MM past the block, for a cut that strays.

export const CARD_W = 63;
export const CARD_H = 88;
export const BLEED_MM = 3;
const PER_ROW = 3;
export const PER_SHEET = 9;

export interface CardBox {
  /** The trim box, mm from the sheet's top-left. */
  x: number;
  y: number;
  /** The box with its bleed on the sides that face away from the other cards. */
  bleed: { x: number; y: number; w: number; h: number };
}

/** The box of the card in slot `i` (0..8), on the fronts or, mirrored, on the backs. */
export function cardBox(i: number, sheetW: number, sheetH: number, back: boolean): CardBox {
  const row = Math.floor(i / PER_ROW);
  const col = back ? PER_ROW - 1 - (i % PER_ROW) : i % PER_ROW;
  const x0 = (sheetW - PER_ROW * CARD_W) / 2;
  const y0 = (sheetH - 3 * CARD_H) / 2;
  const x = x0 + col * CARD_W;
  const y = y0 + row * CARD_H;
  const left = col === 0 ? BLEED_MM : 0;
  const right = col === PER_ROW - 1 ? BLEED_MM : 0;
  const top = row === 0 ? BLEED_MM : 0;
  const bottom = row === 2 ? BLEED_MM : 0;
  return { x, y, bleed: { x: x - left, y: y - top, w: CARD_W + left + right, h: CARD_H + top + bottom } };
}

type Quad = [number, number, number, number];

/** The x (cut lines across) and y (cut lines down) of a full block's cuts. */
export function cutLines(sheetW: number, sheetH: number): { xs: Quad; ys: Quad } {
  const x0 = (sheetW - PER_ROW * CARD_W) / 2;
  const y0 = (sheetH - 3 * CARD_H) / 2;
  return {
    xs: [x0, x0 + CARD_W, x0 + 2 * CARD_W, x0 + 3 * CARD_W],
    ys: [y0, y0 + CARD_H, y0 + 2 * CARD_H, y0 + 3 * CARD_H],
  };
}
