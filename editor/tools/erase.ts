// The eraser strokes like a brush and takes away the topmost layer it crosses: a stroke that meets a door
// or a question mark takes those marks away and leaves every square as it was (a designer wiping out a
// `?` does not mean to void the corridor around it); a stroke over bare squares makes them off-board.
// The stroke is one command.
import { same, type BoardView, type Cell } from "../model/board";
import { clearMarks, paint } from "../model/commands";
import type { Command } from "../model/doc";
import { brush, defineTool, IDLE, line } from "./types";

const marked = (b: BoardView, c: Cell) =>
  b.doors.some((d) => same(d.at, c) || same(d.front, c)) || b.spaces.some((s) => same(s, c));

function eraseCells(b: BoardView, cells: Cell[]): Command {
  const marks = cells.filter((c) => marked(b, c));
  if (marks.length === 0) return paint(cells, "#");
  return (doc) => marks.reduce((d, c) => clearMarks(c)(d), doc);
}

export const eraseTool = defineTool({
  id: "erase",
  icon: "⌫",
  key: "e",
  options: ["brush"],
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
});
