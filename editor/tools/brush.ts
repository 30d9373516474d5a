// The painting machine shared by the room, corridor and off-board tools: a stroke (with a brush size) or,
// with the rectangle option, a filled rectangle. The whole gesture is committed as one paint command.
import { paint } from "../model/commands";
import { brush, defineTool, IDLE, line, rectCells, type Phase, type Tool, type ToolCtx, type ToolLook } from "./types";
import type { Cell } from "../model/board";

function unique(cells: Cell[]): Cell[] {
  const seen = new Set<string>();
  return cells.filter((c) => {
    const k = `${c[0]},${c[1]}`;
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

export function brushTool(
  look: Pick<ToolLook, "id" | "icon" | "key" | "options">,
  charOf: (ctx: ToolCtx) => string,
): Tool {
  const show = (s: Phase, ctx: ToolCtx) => {
    if (s.name === "idle") return ctx.preview(null);
    if (ctx.options.rect)
      ctx.preview({
        rect: [s.from, s.name === "dragging" ? s.last : s.from],
        paint: { cells: rectCells(s.from, s.name === "dragging" ? s.last : s.from), ch: charOf(ctx) },
      });
    else ctx.preview({ paint: { cells: s.cells ?? [], ch: charOf(ctx) } });
  };
  return defineTool({
    ...look,
    help: (o) => (o.rect ? "tool.help.rect" : `tool.help.${look.id}`),
    down(_s, p, ctx) {
      const next: Phase = { name: "pointing", from: p.cell, cells: brush(p.cell, ctx.options.brush) };
      show(next, ctx);
      return next;
    },
    move(s, p, ctx) {
      if (s.name === "idle") return s;
      const last = s.name === "dragging" ? s.last : s.from;
      if (last[0] === p.cell[0] && last[1] === p.cell[1]) return s;
      const added = ctx.options.rect ? [] : line(last, p.cell).flatMap((c) => brush(c, ctx.options.brush));
      const next: Phase = {
        name: "dragging",
        from: s.from,
        last: p.cell,
        cells: unique([...(s.cells ?? []), ...added]),
      };
      show(next, ctx);
      return next;
    },
    up(s, _p, ctx) {
      if (s.name === "idle") return s;
      const cells = ctx.options.rect ? rectCells(s.from, s.name === "dragging" ? s.last : s.from) : (s.cells ?? []);
      ctx.preview(null);
      const ch = charOf(ctx);
      if (ch) ctx.commit(paint(cells, ch));
      return IDLE;
    },
  });
}
