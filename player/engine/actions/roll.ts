// Roll the dice to move. A question-mark face draws an Intrigue card at once (The Office).
import { rollDice } from "../dice";
import { err } from "../errors";
import { drawIntrigue } from "../intrigue";
import { change, changeTurn } from "../shape";
import type { GameState, Seat } from "../types";
import type { ActionDef } from "./def";

export type RollAction = { type: "roll"; seat: Seat };

export const roll: ActionDef<RollAction> = {
  type: "roll",
  fields: {},
  phases: ["start"],
  check: (_ctx, state) => (state.turn.phase === "start" ? null : err("ALREADY_ROLLED")),
  run(ctx, state, action, ev) {
    const d = rollDice(ctx, state.rng);
    ev.push({ type: "rolled", seat: action.seat, faces: d.faces, steps: d.steps });
    let s: GameState = change(state, {
      rng: d.rng,
      turn: changeTurn(state.turn, { phase: "rolled", roll: { faces: d.faces, steps: d.steps } }),
    });
    if (ctx.edition.modules.intrigue?.drawOnQuestionFace)
      for (let i = 0; i < d.questions && !s.result && s.turn.seat === action.seat; i++)
        s = drawIntrigue(ctx, s, action.seat, ev);
    return s;
  },
  list: (_ctx, state, seat) => (state.turn.phase === "start" ? [{ type: "roll", seat }] : []),
  any: (_ctx, state) => state.turn.phase === "start",
  clean: (a) => ({ type: "roll", seat: a.seat }),
};
