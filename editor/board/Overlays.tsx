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
 * The colours as one picture, a pixel a cell, scaled up without smoothing: one element, where a rectangle
 * a cell made a 100 x 100 board's every change lay out and paint 10,000 more. Empty where the browser has
 * no canvas (a test's DOM).
 */
let canvas: HTMLCanvasElement | undefined;

function heatPicture(rows: number, cols: number, heat: Int32Array, max: number): string {
  // One canvas for every picture: a new one and its context cost each change about a millisecond.
  canvas ??= document.createElement("canvas");
  canvas.width = cols;
  canvas.height = rows;
  const ctx = canvas.getContext("2d");
  if (!ctx || rows === 0 || cols === 0) return "";
  // The pixels written at once: a fill style a square (a colour string parsed 10,000 times) cost a 100 x 100
  // board's change some 40 ms; one colour per distance, then one copy, costs about one.
  const rgb = Array.from({ length: max + 1 }, (_, v) => heatRgb(max ? v / max : 0));
  const img = ctx.createImageData(cols, rows);
  const px = img.data;
  for (let i = 0; i < rows * cols; i++) {
    const v = heat[i]!;
    if (v < 0) continue;
    const [r, g, b] = rgb[Math.min(v, max)]!;
    px[i * 4] = r;
    px[i * 4 + 1] = g;
    px[i * 4 + 2] = b;
    px[i * 4 + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return canvas.toDataURL("image/png");
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
      <image
        className="heat-colours"
        href={heatPicture(rows, cols, heat, max)}
        x={0}
        y={0}
        width={cols * S}
        height={rows * S}
        preserveAspectRatio="none"
        opacity={0.55}
      />
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
