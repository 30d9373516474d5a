// Rolling the edition's dice: each die shows one of its faces; numbers are steps, "?" is none (and, with
// the Intrigue module, a draw).
import type { Face } from "../../schemas/edition";
import type { Ctx } from "./context";
import { withRng } from "./rng";

export interface Rolled {
  faces: Face[];
  steps: number;
  questions: number;
  rng: number[];
}

export function rollDice(ctx: Ctx, rng: readonly number[]): Rolled {
  const [faces, next] = withRng(rng, (r) => ctx.edition.rules.dice.map((d) => r.pick(d.faces)));
  let steps = 0;
  let questions = 0;
  for (const f of faces) {
    if (f === "?") questions++;
    else steps += f;
  }
  return { faces, steps, questions, rng: next };
}
