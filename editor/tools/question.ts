// Question-mark spaces: a click on a corridor square adds one, or removes the one that is there. A square
// a token cannot stand on outside a room (a room's own, off the board) is refused at once, with the reason,
// rather than written and only then flagged by the check.
import { charAt, same } from "../model/board";
import { toggleQuestion } from "../model/commands";
import { defineTool, IDLE } from "./types";

export const questionTool = defineTool({
  id: "question",
  icon: "?",
  key: "q",
  down: (_s, p) => ({ name: "pointing", from: p.cell }),
  move: (s) => s,
  up(s, p, ctx) {
    if (s.name === "idle") return s;
    const there = ctx.board.spaces.some((q) => same(q, p.cell));
    if (!there && charAt(ctx.board, p.cell) !== ".")
      ctx.tell("status.questionRefused", { row: p.cell[0], col: p.cell[1] });
    else ctx.commit(toggleQuestion(p.cell));
    return IDLE;
  },
});
