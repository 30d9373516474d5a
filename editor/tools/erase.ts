// The eraser strokes like a brush: on each cell it takes away doors and question marks, and a cell that
// had none becomes off-board. The stroke is one command.
import { same, type BoardView, type Cell } from "../model/board";
import { clearMarks, paint } from "../model/commands";
import type { Command } from "../model/doc";
import { brush, IDLE, line, type Tool } from "./types";

const marked = (b: BoardView, c: Cell) =>
  b.doors.some((d) => same(d.at, c) || same(d.front, c)) || b.spaces.some((s) => same(s, c));

function eraseCells(b: BoardView, cells: Cell[]): Command {
  const bare = cells.filter((c) => !marked(b, c));
  const marks = cells.filter((c) => marked(b, c));
  return (doc) => paint(bare, "#")(marks.reduce((d, c) => clearMarks(c)(d), doc));
}

export const eraseTool: Tool = {
  id: "erase",
  down(_s, p, ctx) {
    const cells = brush(p.cell, ctx.options.brush);
    ctx.preview({ paint: { cells, ch: "#" } });
    return { name: "pointing", from: p.cell, cells };
  },
  move(s, p, ctx) {
    if (s.name === "idle") return s;
    const last = s.name === "dragging" ? s.last : s.from;
    const cells = [...(s.cells ?? []), ...line(last, p.cell).flatMap((c) => brush(c, ctx.options.brush))];
    ctx.preview({ paint: { cells, ch: "#" } });
    return { name: "dragging", from: s.from, last: p.cell, cells };
  },
  up(s, _p, ctx) {
    ctx.preview(null);
    if (s.name !== "idle") ctx.commit(eraseCells(ctx.board, s.cells ?? []));
    return IDLE;
  },
};
