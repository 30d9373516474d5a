// The bucket fill: a click pours the chosen room (or corridor) over every square joined to the clicked one
// that holds the same thing, as a paint program's bucket does. A board is drawn mostly in areas; this
// fills one in a click, and the whole fill is one step of undo.
import { flood, floodCells } from "../model/flood";
import { defineTool, IDLE, type ToolCtx } from "./types";

const pour = (ctx: ToolCtx) => (ctx.options.fill === "room" ? ctx.options.roomKey : ".");

export const fillTool = defineTool({
  id: "fill",
  icon: "◍",
  key: "f",
  options: ["fillKind", "room"],
  down(_s, p, ctx) {
    ctx.preview({ paint: { cells: floodCells(ctx.board, p.cell), ch: pour(ctx) } });
    return { name: "pointing", from: p.cell };
  },
  move: (s) => s,
  up(s, p, ctx) {
    ctx.preview(null);
    const ch = pour(ctx);
    if (s.name !== "idle" && ch) ctx.commit(flood(p.cell, ch));
    return IDLE;
  },
});
