// Distances: a click on a room asks for the steps from that room; on a square, from that square.
import { charAt } from "../model/board";
import { defineTool, IDLE } from "./types";

export const distanceTool = defineTool({
  id: "distance",
  icon: "⇢",
  key: "i",
  down: (_s, p) => ({ name: "pointing", from: p.cell }),
  move: (s) => s,
  up(s, p, ctx) {
    if (s.name === "idle") return s;
    const room = ctx.board.rooms.find((r) => r.key === charAt(ctx.board, p.cell));
    ctx.showDistances(room ? room.id : p.cell);
    return IDLE;
  },
});
