// Question-mark spaces: a click adds one, or removes the one that is there.
import { toggleQuestion } from "../model/commands";
import { IDLE, type Tool } from "./types";

export const questionTool: Tool = {
  id: "question",
  down: (_s, p) => ({ name: "pointing", from: p.cell }),
  move: (s) => s,
  up(s, p, ctx) {
    if (s.name !== "idle") ctx.commit(toggleQuestion(p.cell));
    return IDLE;
  },
};
