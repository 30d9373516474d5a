import { describe, expect, it } from "vitest";
import { actingSeat, engineFor, randomPlayer, randomPolicy, saveGame, type GameState } from "../../engine";
import { loadEdition } from "../../../test/editions";
import { kindsFor, setupOf } from "../setup/game-setup";
import { actionsSince, catchUp, OUT_OF_SYNC, type Held } from "./state-sync";

const compiled = loadEdition("classic");
const engine = engineFor(compiled);
const { apply, createGame } = engine;
const { randomAction } = randomPlayer(engine.compiled);

describe("the Worker's copy of the game", () => {
  it("catches up from the actions since the state it holds, to the very same state, over a whole game", () => {
    let state: GameState = createGame(setupOf(compiled, kindsFor(4, 0, "easy"), 9));
    const policy = randomPolicy(9, 0.02);
    const step = () => {
      const a = randomAction(state, actingSeat(state), policy);
      if (!a) throw new Error("no action");
      const r = apply(state, a);
      if ("error" in r) throw new Error(r.error.message);
      state = r.state;
    };
    step();
    let held: Held = { sync: 1, state };
    let sent = state;
    let deltas = 0;
    // Asked through a function: step() changes state, which the compiler's narrowing can not see.
    const over = () => state.result !== null;
    for (let i = 0; i < 3000 && !over(); i++) {
      for (let k = 0; k < 1 + (i % 4); k++) if (!over()) step();
      const actions = actionsSince(sent, state);
      if (actions) {
        const next = catchUp(engine, held, held.sync, held.sync + 1, actions);
        if ("error" in next) throw new Error(next.error);
        held = next;
        deltas++;
      } else held = { sync: held.sync + 1, state };
      sent = state;
      expect(saveGame(held.state)).toEqual(saveGame(state));
    }
    expect(deltas).toBeGreaterThan(10);
  });

  it("refuses to catch up from another copy, and needs a whole state for another game", () => {
    const a = createGame(setupOf(compiled, kindsFor(3, 0, "easy"), 1));
    const b = createGame(setupOf(compiled, kindsFor(3, 0, "easy"), 2));
    expect(actionsSince(a, b)).toBeNull();
    expect(catchUp(engine, { sync: 3, state: a }, 2, 4, [])).toEqual({ error: OUT_OF_SYNC });
    expect(catchUp(engine, null, 0, 1, [])).toEqual({ error: OUT_OF_SYNC });
  });
});
