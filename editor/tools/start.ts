// Start squares: a click puts the chosen suspect's start there.
import { setStart } from "../model/commands";
import { defineTool, IDLE } from "./types";

export const startTool = defineTool({
  id: "start",
  icon: "●",
  key: "s",
  options: ["suspect"],
  down: (_s, p) => ({ name: "pointing", from: p.cell }),
  move: (s) => s,
  up(s, p, ctx) {
    if (s.name !== "idle" && ctx.options.suspect < ctx.board.starts.length)
      ctx.commit(setStart(ctx.options.suspect, p.cell));
    return IDLE;
  },
});
