// Pan the view: the distance dragged, in screen pixels, moves the board.
import { defineTool, IDLE, type Tool } from "./types";

export function panTool(): Tool {
  // The last pointer position lives between events of one gesture, in screen pixels the phase does not
  // carry: it is this machine's own state (one machine per makeTools()).
  let last = { x: 0, y: 0 };
  return defineTool({
    id: "pan",
    icon: "✋",
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
  });
}
