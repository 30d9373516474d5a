// Where a diagnostic belongs on screen: a board cell (grid positions, doors, starts, spaces, the envelope),
// a room, or otherwise a form field named by its data path. A problem about a drawn thing also says which
// one it is ("Pam's start square", "door 4") and which tool mends it; a cell off the grid is never given
// as its place (there is nothing to show there), its field or tool is.
import type { Diagnostic } from "../../schemas/diagnostic";
import { inside, type BoardView, type Cell } from "../model/board";
import { getIn } from "../model/doc";
import { gridOrigin } from "../model/grid";
import { said, type Said } from "../i18n/keys";
import type { ToolId } from "../tools/types";

export interface Place {
  cell?: Cell;
  room?: string;
  /** JSON Pointer of the field the diagnostic is about. */
  field: string;
  /** What on the board the diagnostic is about, as a message key and what fills it. */
  subject?: Said;
  /** The tool that draws the thing the diagnostic is about. */
  tool?: ToolId;
}

const asCell = (v: unknown): Cell | undefined =>
  Array.isArray(v) && typeof v[0] === "number" && typeof v[1] === "number" ? [v[0], v[1]] : undefined;
const str = (v: unknown): string => (typeof v === "string" ? v : "?");

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
  const n = Number(c) + 1;
  let cell: Cell | undefined;
  if (a === "board" && b === "doors" && c !== undefined) {
    const item = getIn(data, ["board", b, c]);
    cell = asCell(getIn(item, [e === "front" ? "front" : "at"]));
    out.subject = said(e === "front" ? "where.doorFront" : "where.doorAt", { n });
    out.tool = "door";
  } else if (a === "board" && b === "spaces" && c !== undefined) {
    cell = asCell(getIn(data, ["board", b, c, "at"]));
    out.subject = said("where.space", { n });
    out.tool = "question";
  } else if (a === "board" && b === "envelope") {
    cell = asCell(getIn(data, ["board", "envelope"]));
    out.subject = said("where.envelope");
  } else if (a === "board" && b === "passages" && c !== undefined) {
    const pair = getIn(data, ["board", b, c]);
    const ends = Array.isArray(pair) ? pair.map(str) : [];
    out.subject = said("where.passage", { n, a: ends[0] ?? "?", b: ends[1] ?? "?" });
    out.tool = "passage";
    // The passage is drawn between rooms: shown at whichever of its rooms is on the board.
    const known = ends.find((id, i) => (e === undefined || Number(e) !== i) && board.rooms.some((r) => r.id === id));
    if (known) out.room = known;
  } else if (a === "suspects" && b !== undefined && c === "start") {
    cell = asCell(getIn(data, ["suspects", b, "start"]));
    const s = getIn(data, ["suspects", b]);
    out.subject = said("where.start", { name: str(getIn(s, ["name"]) ?? getIn(s, ["id"])) });
    out.tool = "start";
  } else if (a === "rooms" && b !== undefined) {
    const id = getIn(data, ["rooms", b, "id"]);
    if (typeof id === "string") out.room = id;
  }
  if (cell && inside(board, cell)) out.cell = cell;
  // A door's other end, when this one is off the grid: the door is shown where it is drawn.
  else if (a === "board" && b === "doors" && c !== undefined) {
    const other = asCell(getIn(data, ["board", b, c, e === "front" ? "at" : "front"]));
    if (other && inside(board, other)) out.cell = other;
  }
  // Drawn things have no form field: with nothing to show on the board, the tool that redraws them is all.
  if (!out.cell && !out.room && out.tool && out.tool !== "start") out.field = "";
  return out;
}
