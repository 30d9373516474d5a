// Options that need a module have it, and a switched-on module is not left unusable.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const modules: Check = {
  codes: ["MODULE_CONFLICT"],
  reads: ["/rules/dice", "/board/spaces", "/modules"],
  run(ctx) {
    const { rules, board, modules } = ctx.edition;
    const intrigue = modules.intrigue;
    const questionFace = rules.dice.some((d) => d.faces.includes("?"));
    if (!intrigue) {
      const i = rules.dice.findIndex((d) => d.faces.includes("?"));
      if (i >= 0) ctx.report("MODULE_CONFLICT", ["rules", "dice", i, "faces"], w.questionFaceNoDeck, w.addDeckOrFace);
      if (board.spaces.length > 0)
        ctx.report("MODULE_CONFLICT", ["board", "spaces"], w.spacesNoDeck, w.addDeckOrSpaces);
      return;
    }
    const path = ["modules", "intrigue"];
    if (
      intrigue.drawOnQuestionFace &&
      !questionFace &&
      intrigue.drawOnQuestionSpace &&
      board.spaces.length === 0 &&
      !intrigue.drawWhenMovedBySuggestion
    )
      ctx.report("MODULE_CONFLICT", path, w.deckNeverDrawn, w.addFaceOrSpaces);
    else if (!intrigue.drawOnQuestionFace && !intrigue.drawOnQuestionSpace && !intrigue.drawWhenMovedBySuggestion)
      ctx.report("MODULE_CONFLICT", path, w.drawingOff, w.switchOnDraw);
    if (!intrigue.drawOnQuestionFace && questionFace)
      ctx.report("MODULE_CONFLICT", [...path, "drawOnQuestionFace"], w.faceDrawsNothing, w.setDrawOnFace);
  },
};
