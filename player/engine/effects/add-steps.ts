// After rolling, before moving: add steps to the roll.
import { change, changeTurn } from "../shape";
import type { EffectDef } from "./def";
import { NONE, ONCE } from "./def";

export const addSteps: EffectDef<"addSteps"> = {
  kind: "addSteps",
  choices: (_ctx, state) => (state.turn.phase === "rolled" && state.turn.roll ? ONCE : NONE),
  run(_ctx, state, _seat, effect) {
    const roll = state.turn.roll ?? { faces: [], steps: 0 };
    const next = { ...roll, steps: roll.steps + effect.steps };
    return {
      state: change(state, { turn: changeTurn(state.turn, { roll: next }) }),
      note: { kind: "addSteps", steps: effect.steps },
    };
  },
};
