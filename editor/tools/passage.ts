// Secret passages: click one room, then another; the passage between them is added, or taken away if it
// was there. A click outside any room forgets the first pick.
import { charAt } from "../model/board";
import { togglePassage } from "../model/commands";
import { defineTool, IDLE, type Tool, type ToolCtx } from "./types";
import type { Cell } from "../model/board";

const roomAt = (ctx: ToolCtx, c: Cell) => ctx.board.rooms.find((r) => r.key === charAt(ctx.board, c))?.id;

export function passageTool(): Tool {
  // The first room picked lives between two gestures, not within one: it is the machine's own state, and
  // leaving the tool forgets it (a pick made long ago is not joined by a later click).
  let first: string | undefined;
  const forget = (ctx: ToolCtx) => {
    first = undefined;
    ctx.preview(null);
  };
  return defineTool({
    id: "passage",
    icon: "⇄",
    key: "p",
    enter: forget,
    exit: forget,
    // Escape drops the first room too, not only its outline.
    cancel: (_s, ctx) => (forget(ctx), IDLE),
    down: (_s, p) => ({ name: "pointing", from: p.cell }),
    move: (s) => s,
    up(s, p, ctx) {
      if (s.name === "idle") return s;
      const room = roomAt(ctx, p.cell);
      if (!room) first = undefined;
      else if (!first || first === room) first = room;
      else {
        ctx.commit(togglePassage(first, room));
        first = undefined;
      }
      ctx.preview(first ? { room: first } : null);
      return IDLE;
    },
  });
}
