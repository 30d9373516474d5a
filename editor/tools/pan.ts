// Pan the view: the distance dragged, in screen pixels, moves the board.
import { IDLE, type Tool } from "./types";

let last = { x: 0, y: 0 };

export const panTool: Tool = {
  id: "pan",
  down(_s, p) {
    last = { x: p.x, y: p.y };
    return { name: "pointing", from: p.cell };
  },
  move(s, p, ctx) {
    if (s.name === "idle") return s;
    ctx.pan(p.x - last.x, p.y - last.y);
    last = { x: p.x, y: p.y };
    return { name: "dragging", from: s.from, last: p.cell, cells: [] };
  },
  up: () => IDLE,
};
