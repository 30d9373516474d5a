// Options that need a module have it, and a switched-on module is not left unusable.
import type { Check } from "./context";

export const modules: Check = {
  codes: ["MODULE_CONFLICT"],
  reads: ["/rules/dice", "/board/spaces", "/modules"],
  run(ctx) {
    const { rules, board, modules } = ctx.edition;
    const intrigue = modules.intrigue;
    const questionFace = rules.dice.some((d) => d.faces.includes("?"));
    if (!intrigue) {
      const i = rules.dice.findIndex((d) => d.faces.includes("?"));
      if (i >= 0)
        ctx.report(
          "MODULE_CONFLICT",
          ["rules", "dice", i, "faces"],
          "a die has a question-mark face but the Intrigue deck is not switched on",
          "switch on the Intrigue deck (in the editor: Modules, Intrigue deck, Switch on; in the file: `modules.intrigue`) or replace the `?` face",
        );
      if (board.spaces.length > 0)
        ctx.report(
          "MODULE_CONFLICT",
          ["board", "spaces"],
          "the board has question-mark spaces but the Intrigue deck is not switched on",
          "switch on the Intrigue deck (in the editor: Modules, Intrigue deck, Switch on; in the file: `modules.intrigue`) or remove the spaces",
        );
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
      ctx.report(
        "MODULE_CONFLICT",
        path,
        "the Intrigue deck is on, but no die face, space or suggestion ever draws from it",
        "add a `?` die face or question-mark spaces (the Question mark tool)",
      );
    else if (!intrigue.drawOnQuestionFace && !intrigue.drawOnQuestionSpace && !intrigue.drawWhenMovedBySuggestion)
      ctx.report(
        "MODULE_CONFLICT",
        path,
        "every way of drawing from the Intrigue deck is switched off",
        "tick at least one of Draw on a question face, Draw on a question space or Draw when moved, or switch the Intrigue deck off",
      );
    if (!intrigue.drawOnQuestionFace && questionFace)
      ctx.report(
        "MODULE_CONFLICT",
        [...path, "drawOnQuestionFace"],
        "a die has a `?` face but rolling it draws nothing",
        "tick Draw on a question face (`drawOnQuestionFace`) or replace the `?` face",
      );
  },
};
