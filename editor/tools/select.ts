// Select a region by dragging; dragging from inside the selection moves its cells (one command). Copy and
// paste work on the selection from the tool options and Ctrl+C / Ctrl+V. A click (no drag) also shows
// what is on that square (room, door, start, question mark) in the panel beside the board.
import { copyRegion, moveRegion } from "../model/commands";
import type { Cell } from "../model/board";
import { defineTool, IDLE, type Selection } from "./types";

const within = (s: Selection | null, [r, c]: Cell) =>
  !!s &&
  r >= Math.min(s.from[0], s.to[0]) &&
  r <= Math.max(s.from[0], s.to[0]) &&
  c >= Math.min(s.from[1], s.to[1]) &&
  c <= Math.max(s.from[1], s.to[1]);

export const selectTool = defineTool({
  id: "select",
  icon: "⬚",
  key: "m",
  options: ["clip"],
  down(_s, p, ctx) {
    if (ctx.selection && within(ctx.selection, p.cell))
      return { name: "pointing", from: p.cell, region: copyRegion(ctx.board, ctx.selection.from, ctx.selection.to) };
    ctx.select({ from: p.cell, to: p.cell });
    return { name: "pointing", from: p.cell };
  },
  move(s, p, ctx) {
    if (s.name === "idle") return s;
    if (s.region) {
      const dr = p.cell[0] - s.from[0];
      const dc = p.cell[1] - s.from[1];
      const top: Cell = [s.region.top + dr, s.region.left + dc];
      ctx.preview({ rect: [top, [top[0] + s.region.rows.length - 1, top[1] + (s.region.rows[0]?.length ?? 1) - 1]] });
    } else ctx.select({ from: s.from, to: p.cell });
    return { name: "dragging", from: s.from, last: p.cell, cells: [], ...(s.region && { region: s.region }) };
  },
  up(s, p, ctx) {
    ctx.preview(null);
    const moved = s.name === "dragging" && (p.cell[0] !== s.from[0] || p.cell[1] !== s.from[1]);
    if (s.name !== "idle" && !moved) ctx.inspect(p.cell);
    else if (s.name !== "idle") ctx.inspect(null);
    if (s.name === "dragging" && s.region && moved) {
      const dr = p.cell[0] - s.from[0];
      const dc = p.cell[1] - s.from[1];
      ctx.commit(moveRegion(s.region, [s.region.top + dr, s.region.left + dc]));
      const h = s.region.rows.length - 1;
      const w = (s.region.rows[0]?.length ?? 1) - 1;
      ctx.select({
        from: [s.region.top + dr, s.region.left + dc],
        to: [s.region.top + dr + h, s.region.left + dc + w],
      });
    }
    return IDLE;
  },
});
