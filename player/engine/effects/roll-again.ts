// After rolling, before moving: roll the dice again and use the new roll (a question mark draws again).
import { rollDice } from "../dice";
import { drawIntrigue } from "../intrigue";
import { change, changeTurn } from "../shape";
import type { GameState } from "../types";
import type { EffectDef } from "./def";
import { NONE, ONCE } from "./def";

export const rollAgain: EffectDef<"rollAgain"> = {
  kind: "rollAgain",
  choices: (_ctx, state) => (state.turn.phase === "rolled" ? ONCE : NONE),
  run(ctx, state, seat, _effect, _choice, ev) {
    const d = rollDice(ctx, state.rng);
    let s: GameState = change(state, {
      rng: d.rng,
      turn: changeTurn(state.turn, { roll: { faces: d.faces, steps: d.steps } }),
    });
    const note = { kind: "rollAgain" as const, faces: d.faces, steps: d.steps };
    ev.push({ type: "rolled", seat, faces: d.faces, steps: d.steps });
    if (ctx.edition.modules.intrigue?.drawOnQuestionFace)
      for (let i = 0; i < d.questions && !s.result && s.turn.seat === seat; i++) s = drawIntrigue(ctx, s, seat, ev);
    return { state: s, note };
  },
};
