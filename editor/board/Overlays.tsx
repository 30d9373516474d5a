// Drawn above the board: the heat map of distances, the cells problems point at, the chosen problem, and
// the tool's preview and selection.
import { memo } from "react";
import type { Cell } from "../model/board";
import type { Preview, Selection } from "../tools/types";
import { CELL as S } from "../../player/board";
import { heatRgb } from "./colors";

export interface Flag {
  cell: Cell;
  severity: "error" | "warning";
}

const box = (a: Cell, b: Cell) => ({
  x: Math.min(a[1], b[1]) * S,
  y: Math.min(a[0], b[0]) * S,
  width: (Math.abs(a[1] - b[1]) + 1) * S,
  height: (Math.abs(a[0] - b[0]) + 1) * S,
});

/** Boards up to this many cells (classic has 600) carry each square's number; past it the numbers are too small to read. */
const NUMBERED_CELLS = 2500;

/**
 * The colours as pictures, a pixel a cell, scaled up without smoothing: one element a block of
 * HEAT_BLOCK x HEAT_BLOCK cells, where a rectangle a cell made a 100 x 100 board's every change lay out
 * and paint 10,000 more. A change of distances draws again only the blocks it changed: one picture over
 * the whole board had every change raster the whole board again. Classic is one block.
 */
const HEAT_BLOCK = 32;

/** One canvas for every picture: a new one and its context cost each change about a millisecond. */
let canvas: HTMLCanvasElement | undefined;
/**
 * Pictures by their colours, for the blocks a change leaves as they were. Enough for the largest board's
 * 49 blocks (200 x 200 squares, MAX_BOARD_SIDE) ten times over (some 7 kB each with its key), so its
 * unchanged blocks are found again.
 */
const pictures = new Map<string, string>();
const KEEP_PICTURES = 512;

/**
 * The picture of the cells from [top, left], `h` x `w` of them. Empty where the browser has no canvas (a
 * test's DOM).
 */
function heatPicture(cols: number, heat: Int32Array, rgb: [number, number, number][], at: Block): string {
  const { top, left, h, w } = at;
  let key = `${h},${w},${rgb.length}`;
  for (let r = top; r < top + h; r++) key += ":" + heat.subarray(r * cols + left, r * cols + left + w).join(",");
  const known = pictures.get(key);
  if (known !== undefined) return known;
  canvas ??= document.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext("2d");
  if (!ctx) return "";
  // The pixels written at once: a fill style a square (a colour string parsed 10,000 times) cost a 100 x 100
  // board's change some 40 ms; one colour per distance, then one copy, costs about one.
  const img = ctx.createImageData(w, h);
  const px = img.data;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const v = heat[(top + r) * cols + left + c]!;
      if (v < 0) continue;
      const [red, green, blue] = rgb[Math.min(v, rgb.length - 1)]!;
      const i = (r * w + c) * 4;
      px[i] = red;
      px[i + 1] = green;
      px[i + 2] = blue;
      px[i + 3] = 255;
    }
  ctx.putImageData(img, 0, 0);
  const url = canvas.toDataURL("image/png");
  if (pictures.size >= KEEP_PICTURES) pictures.clear();
  pictures.set(key, url);
  return url;
}

interface Block {
  top: number;
  left: number;
  h: number;
  w: number;
}

/**
 * The blocks of a board. Each reaches one cell into the next block right and below, drawn alike in both,
 * so no seam shows between two pictures where a block's edge falls between screen pixels.
 */
function blocks(rows: number, cols: number): Block[] {
  const out: Block[] = [];
  for (let top = 0; top < rows; top += HEAT_BLOCK)
    for (let left = 0; left < cols; left += HEAT_BLOCK)
      out.push({ top, left, h: Math.min(HEAT_BLOCK + 1, rows - top), w: Math.min(HEAT_BLOCK + 1, cols - left) });
  return out;
}

export const Heat = memo(function Heat({
  rows,
  cols,
  heat,
  max,
}: {
  rows: number;
  cols: number;
  heat: Int32Array;
  max: number;
}) {
  const rgb = Array.from({ length: max + 1 }, (_, v) => heatRgb(max ? v / max : 0));
  const numbers = [];
  if (rows * cols <= NUMBERED_CELLS)
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const v = heat[r * cols + c]!;
        if (v >= 0)
          numbers.push(
            <text key={r * cols + c} x={c * S + S / 2} y={r * S + S / 2}>
              {v}
            </text>,
          );
      }
  return (
    <g className="heat" data-testid="heat-map" pointerEvents="none">
      {/* The opacity on the group: the pictures' shared cells are drawn over each other opaque, then faded once. */}
      <g className="heat-colours" opacity={0.55}>
        {blocks(rows, cols).map((b) => (
          <image
            key={`${b.top},${b.left}`}
            href={heatPicture(cols, heat, rgb, b)}
            x={b.left * S}
            y={b.top * S}
            width={b.w * S}
            height={b.h * S}
            preserveAspectRatio="none"
          />
        ))}
      </g>
      {numbers}
    </g>
  );
});

export function Flags({ flags, focus }: { flags: Flag[]; focus: Cell | null }) {
  return (
    <g className="flags" pointerEvents="none">
      {flags.map((f, i) => (
        <rect
          key={i}
          className={`flag ${f.severity}`}
          x={f.cell[1] * S + 0.7}
          y={f.cell[0] * S + 0.7}
          width={S - 1.4}
          height={S - 1.4}
        />
      ))}
      {focus && <rect className="focus" x={focus[1] * S - 1.5} y={focus[0] * S - 1.5} width={S + 3} height={S + 3} />}
    </g>
  );
}

export function ToolLayer({ preview, selection }: { preview: Preview | null; selection: Selection | null }) {
  return (
    <g className="tool-layer" pointerEvents="none">
      {selection && <rect className="selection" {...box(selection.from, selection.to)} />}
      {preview?.rect && <rect className="preview-rect" {...box(preview.rect[0], preview.rect[1])} />}
      {preview?.line && (
        <line
          className="preview-line"
          x1={preview.line[0][1] * S + S / 2}
          y1={preview.line[0][0] * S + S / 2}
          x2={preview.line[1][1] * S + S / 2}
          y2={preview.line[1][0] * S + S / 2}
        />
      )}
    </g>
  );
}
