// Where a diagnostic belongs on screen: a board cell (grid positions, doors, starts, spaces, the envelope),
// a room, or otherwise a form field named by its data path.
import type { Diagnostic } from "../../schemas/diagnostic";
import type { BoardView, Cell } from "../model/board";
import { getIn } from "../model/doc";
import { gridOrigin } from "../model/grid";

export interface Place {
  cell?: Cell;
  room?: string;
  /** JSON Pointer of the field the diagnostic is about. */
  field: string;
}

const asCell = (v: unknown): Cell | undefined =>
  Array.isArray(v) && typeof v[0] === "number" && typeof v[1] === "number" ? [v[0], v[1]] : undefined;

export function place(d: Diagnostic, text: string, data: unknown, board: BoardView): Place {
  const seg = d.path.split("/").slice(1);
  const out: Place = { field: d.path };
  if (d.path === "/board/grid") {
    const o = gridOrigin(text);
    if (o) {
      const cell: Cell = [d.line - o.line, d.column - 1 - o.indent];
      if (cell[0] >= 0 && cell[0] < board.rows && cell[1] >= 0) out.cell = cell;
    }
    return out;
  }
  const [a, b, c, e] = seg;
  if (a === "board" && (b === "doors" || b === "spaces") && c !== undefined) {
    const item = getIn(data, ["board", b, c]);
    out.cell = asCell(getIn(item, [e === "front" ? "front" : "at"]));
  } else if (a === "board" && b === "envelope") out.cell = asCell(getIn(data, ["board", "envelope"]));
  else if (a === "suspects" && b !== undefined && c === "start")
    out.cell = asCell(getIn(data, ["suspects", b, "start"]));
  else if (a === "rooms" && b !== undefined) {
    const id = getIn(data, ["rooms", b, "id"]);
    if (typeof id === "string") out.room = id;
  }
  return out;
}
