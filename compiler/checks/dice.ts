// At least one die, every die with faces, and some face that moves a token.
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const dice: Check = {
  codes: ["DICE_NO_FACES"],
  reads: ["/rules/dice"],
  run(ctx) {
    const dice = ctx.edition.rules.dice;
    if (dice.length === 0) {
      ctx.report("DICE_NO_FACES", ["rules", "dice"], w.noDice, w.addDie);
      return;
    }
    dice.forEach((d, i) => {
      if (d.faces.length === 0)
        ctx.report("DICE_NO_FACES", ["rules", "dice", i, "faces"], w.dieNoFaces(i + 1), w.listFaces);
    });
    if (dice.every((d) => d.faces.every((f) => f === "?" || f === 0)))
      ctx.report("DICE_NO_FACES", ["rules", "dice"], w.noMovingFace, w.faceOfOne);
  },
};
