// Take another turn after this one.
import { change, changeTurn } from "../shape";
import type { EffectDef } from "./def";
import { NONE, ONCE } from "./def";

export const extraTurn: EffectDef<"extraTurn"> = {
  kind: "extraTurn",
  choices: (_ctx, state) => (state.turn.extraTurn ? NONE : ONCE),
  run: (_ctx, state) => ({
    state: change(state, { turn: changeTurn(state.turn, { extraTurn: true }) }),
    note: { kind: "extraTurn" },
  }),
};
