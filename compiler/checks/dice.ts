// At least one die, every die with faces, and some face that moves a token.
import type { Check } from "./context";

export const dice: Check = {
  codes: ["DICE_NO_FACES"],
  reads: ["/rules/dice"],
  run(ctx) {
    const dice = ctx.edition.rules.dice;
    if (dice.length === 0) {
      ctx.report(
        "DICE_NO_FACES",
        ["rules", "dice"],
        "the rules name no dice",
        "add a die: `- { faces: [1, 2, 3, 4, 5, 6] }`",
      );
      return;
    }
    dice.forEach((d, i) => {
      if (d.faces.length === 0)
        ctx.report(
          "DICE_NO_FACES",
          ["rules", "dice", i, "faces"],
          `die ${i + 1} has no faces`,
          "list its faces, such as [1, 2, 3, 4, 5, 6]",
        );
    });
    if (dice.every((d) => d.faces.every((f) => f === "?" || f === 0)))
      ctx.report(
        "DICE_NO_FACES",
        ["rules", "dice"],
        "no face of any die moves a token",
        "give some die a face of 1 or more",
      );
  },
};
