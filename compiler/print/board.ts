// The board sheets: the board drawn by player/board (the renderer of the player and board.svg), with the
// edition's sanitized art behind it, cut into overlapping windows (tiles.ts). Each sheet carries its
// number, a dashed line where the next sheet is laid over, ✛ alignment marks at the ends of that line and
// at the sheet's own cut edges, and a small map of the sheets with this one filled in.
import { boardSize, boardTree, type SvgNode } from "../../player/board";
import { artBackdrop } from "../../player/board";
import type { CompiledEdition } from "../../schemas/graph";
import { GREY, INK } from "./color";
import type { Kit } from "./kit";
import { PT } from "./paper";
import { flatten } from "./svg";
import { OVERLAP_MM, tileLayout, type Tile, type TileLayout } from "./tiles";
import { drawOps } from "./vector";
import { fill } from "./words";
import type { Sheet } from "./sheet";

function cross(s: Sheet, x: number, y: number): void {
  s.line(x - 2.5, y, x + 2.5, y, { width: 0.4 });
  s.line(x, y - 2.5, x, y + 2.5, { width: 0.4 });
  s.circle(x, y, 1.2, null, { width: 0.4 });
}

/** The sheets as a little grid in the top-right corner, this one filled in. */
function map(s: Sheet, layout: TileLayout, tile: Tile): void {
  const cell = Math.min(3, 7 / layout.rows, 40 / layout.cols);
  const x0 = s.w - 10 - layout.cols * cell;
  const y0 = 2 + (8 - layout.rows * cell) / 2;
  for (const t of layout.tiles)
    s.rect(x0 + t.col * cell, y0 + t.row * cell, cell, cell, t === tile ? INK : null, { width: 0.3, color: GREY });
}

function marks(s: Sheet, layout: TileLayout, tile: Tile, mm: number): void {
  const { area } = layout;
  const w = (tile.window.x1 - tile.window.x0) * mm;
  const h = (tile.window.y1 - tile.window.y0) * mm;
  const right = tile.col < layout.cols - 1;
  const below = tile.row < layout.rows - 1;
  // The sheet's own cut edges: where it has a neighbour before it, its margin is cut off along the board.
  s.rect(area.x, area.y, w, h, null, { width: 0.3, color: GREY });
  if (right) {
    const x = area.x + w - OVERLAP_MM;
    s.line(x, area.y - 3, x, area.y + h + 3, { dash: [3, 2], width: 0.6 });
    cross(s, x, area.y - 4.5);
    cross(s, x, area.y + h + 4.5);
  }
  if (below) {
    const y = area.y + h - OVERLAP_MM;
    s.line(area.x - 3, y, area.x + w + 3, y, { dash: [3, 2], width: 0.6 });
    cross(s, area.x - 4.5, y);
    cross(s, area.x + w + 4.5, y);
  }
  if (tile.col > 0) {
    cross(s, area.x, area.y - 4.5);
    cross(s, area.x, area.y + h + 4.5);
  }
  if (tile.row > 0) {
    cross(s, area.x - 4.5, area.y);
    cross(s, area.x + w + 4.5, area.y);
  }
}

export function boardSheets(kit: Kit, compiled: CompiledEdition, art: SvgNode | undefined): TileLayout {
  const { edition } = compiled;
  const { width, height } = boardSize(edition);
  const tree = boardTree(compiled, { room: kit.words.room });
  if (art) tree.children.unshift(artBackdrop(art, edition));
  const ops = flatten(tree);
  const layout = tileLayout(width, height, kit.sheetW, kit.sheetH);
  const mm = layout.mmPerUnit;
  const m = kit.words.msg;
  layout.tiles.forEach((tile, i) => {
    const s = kit.sheet();
    const n = i + 1;
    s.text(fill(m.boardTitle, { n, m: layout.tiles.length }), 18, 4.5, s.w - 80, { size: 9, bold: true, min: 6 });
    if (layout.tiles.length > 1) s.text(m.boardMapNote, 18, 8.5, s.w - 80, { size: 6, min: 4.5, color: GREY });
    const at = s.at(layout.area.x, layout.area.y);
    drawOps(s.page, kit.type, ops, { window: tile.window, x: at.x, y: at.y, k: mm * PT });
    marks(s, layout, tile, mm);
    map(s, layout, tile);
    s.text(m.boardMap, s.w - 12 - layout.cols * Math.min(3, 7 / layout.rows, 40 / layout.cols), 4.5, 50, {
      size: 6.5,
      align: "right",
      min: 5,
      color: GREY,
    });
    kit.footer(s);
  });
  return layout;
}
