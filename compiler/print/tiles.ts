// How the board is cut into sheets: a square about 2 cm, each sheet showing a window of the board that
// overlaps its right and lower neighbours by a strip, as few sheets as that takes. A board so big that it
// would take more than MAX_SHEETS sheets is printed smaller (down to MIN_SQUARE_MM a square) rather than on
// hundreds of sheets. Pure arithmetic: the tests and the drawing read the same layout.
import type { Box } from "./svg";

const SQUARE_MM = 20;
const MIN_SQUARE_MM = 5;
const MAX_SHEETS = 30;
/** The strip each sheet shares with its neighbour, in mm of paper. */
export const OVERLAP_MM = 12;
/** The band above and below the board on each sheet, for the title, the marks and the map. */
const BAND_MM = 14;
const SIDE_MM = 10;

export interface Tile {
  col: number;
  row: number;
  /** The part of the board on this sheet, in board units. */
  window: Box;
}

export interface TileLayout {
  /** Millimetres of paper per board unit. */
  mmPerUnit: number;
  cols: number;
  rows: number;
  tiles: Tile[];
  /** The board's window area on a sheet, in mm from the sheet's top-left. */
  area: { x: number; y: number; w: number; h: number };
}

function count(length: number, span: number): number {
  return length <= span ? 1 : Math.ceil((length - OVERLAP_MM) / (span - OVERLAP_MM));
}

/** `width` x `height` board units (a square is 10) on sheets of `sheetW` x `sheetH` mm. */
export function tileLayout(
  width: number,
  height: number,
  sheetW: number,
  sheetH: number,
  unitsPerSquare = 10,
): TileLayout {
  const area = { x: SIDE_MM, y: BAND_MM, w: sheetW - 2 * SIDE_MM, h: sheetH - 2 * BAND_MM };
  let square = SQUARE_MM;
  let mm = square / unitsPerSquare;
  while (square > MIN_SQUARE_MM && count(width * mm, area.w) * count(height * mm, area.h) > MAX_SHEETS) {
    square = Math.max(MIN_SQUARE_MM, square * 0.95);
    mm = square / unitsPerSquare;
  }
  const cols = count(width * mm, area.w);
  const rows = count(height * mm, area.h);
  const stepX = (area.w - OVERLAP_MM) / mm;
  const stepY = (area.h - OVERLAP_MM) / mm;
  const tiles: Tile[] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const x0 = col * stepX;
      const y0 = row * stepY;
      tiles.push({
        col,
        row,
        window: { x0, y0, x1: Math.min(width, x0 + area.w / mm), y1: Math.min(height, y0 + area.h / mm) },
      });
    }
  return { mmPerUnit: mm, cols, rows, tiles, area };
}
