// Drawing flattened board operations (svg.ts) onto a page as vectors: a window of the board, in board
// units, placed at a point of the page at a scale, clipped to that window, each operation drawn only if
// it crosses the window. The page keeps the board's own shapes and text: nothing is rasterized.
import {
  LineCapStyle,
  clip,
  concatTransformationMatrix,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  type PDFPage,
} from "pdf-lib";
import type { Type } from "./fonts";
import { crosses, type Box, type Matrix, type Op } from "./svg";

export interface Placement {
  /** The part of the board drawn, in board units. */
  window: Box;
  /** Where the window's top-left corner goes on the page, in points from the bottom-left. */
  x: number;
  y: number;
  /** Points per board unit. */
  k: number;
}

const CAPS = { butt: LineCapStyle.Butt, round: LineCapStyle.Round, square: LineCapStyle.Projecting } as const;

const cm = (m: Matrix) => concatTransformationMatrix(m[0], m[1], m[2], m[3], m[4], m[5]);

type PathOp = Extract<Op, { kind: "path" }>;

/** One path for a run of shapes painted alike (a board's squares): far fewer operators to write. */
function drawPath(page: PDFPage, op: PathOp, d: string): void {
  // drawSvgPath flips y itself; flip back so the path stays in board units.
  page.pushOperators(pushGraphicsState(), cm(op.m), concatTransformationMatrix(1, 0, 0, -1, 0, 0));
  page.drawSvgPath(d, {
    x: 0,
    y: 0,
    ...(op.fill && { color: op.fill }),
    ...(op.stroke && { borderColor: op.stroke, borderWidth: op.strokeWidth, borderLineCap: CAPS[op.linecap] }),
  });
  page.pushOperators(popGraphicsState());
}

const paintKey = (op: PathOp) => JSON.stringify([op.m, op.fill, op.stroke, op.strokeWidth, op.linecap]);

export function drawOps(page: PDFPage, type: Type, ops: readonly Op[], at: Placement): void {
  const { window: w, k } = at;
  page.pushOperators(
    pushGraphicsState(),
    rectangle(at.x, at.y - (w.y1 - w.y0) * k, (w.x1 - w.x0) * k, (w.y1 - w.y0) * k),
    clip(),
    endPath(),
    // Board units, y pointing down, the window's corner at (x, y).
    concatTransformationMatrix(k, 0, 0, -k, at.x - w.x0 * k, at.y + w.y0 * k),
  );
  let run: { op: PathOp; key: string; d: string[] } | null = null;
  const flush = () => {
    if (run) drawPath(page, run.op, run.d.join(""));
    run = null;
  };
  for (const op of ops) {
    if (!crosses(op.box, w)) continue;
    if (op.kind === "path") {
      // Only closed shapes join a run: an open line's caps would not change, but its fill would.
      const key = /z\s*$/i.test(op.d) ? paintKey(op) : "";
      if (run && key !== "" && run.key === key) run.d.push(op.d);
      else {
        flush();
        run = { op, key, d: [op.d] };
      }
      continue;
    }
    flush();
    const runs = type.runs(op.text, op.bold);
    const width = type.width(op.text, op.size, op.bold);
    const dx = op.anchor === "middle" ? -width / 2 : op.anchor === "end" ? -width : 0;
    // The board writes its names with dominant-baseline central: the baseline is a third of the size below.
    page.pushOperators(pushGraphicsState(), cm(op.m), concatTransformationMatrix(1, 0, 0, -1, op.x, op.y));
    let x = dx;
    for (const r of runs) {
      page.drawText(r.text, { x, y: -op.size * 0.34, size: op.size, font: r.font, color: op.fill });
      x += type.width(r.text, op.size, op.bold);
    }
    page.pushOperators(popGraphicsState());
  }
  flush();
  page.pushOperators(popGraphicsState());
}
