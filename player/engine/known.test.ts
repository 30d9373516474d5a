import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { engineFor } from "./engine";
import { knownCards } from "./known";
import { firstSeats, randomPlayer, randomPolicy } from "./playout";
import { actingSeat } from "./legal";
import type { GameState } from "./types";

const engine = engineFor(loadEdition("classic"));

describe("knownCards", () => {
  it("is a seat's hand at the start, grows with each card shown to it, and is every card at the end", () => {
    let state: GameState = engine.createGame({ seats: firstSeats(engine.compiled, 4), seed: 3 });
    const seat = 0;
    expect([...knownCards(engine.viewFor(state, seat))].sort()).toEqual([...(state.hands[seat] ?? [])].sort());
    const policy = randomPolicy(3);
    const { randomAction } = randomPlayer(engine.compiled);
    let grew = false;
    while (!state.result) {
      const before = knownCards(engine.viewFor(state, seat)).size;
      const a = randomAction(state, actingSeat(state), policy);
      const r = a && engine.apply(state, a);
      if (!r || "error" in r) throw new Error("the random game stopped");
      state = r.state;
      const after = knownCards(engine.viewFor(state, seat));
      grew ||= after.size > before && !state.result;
      // Until the envelope is opened to it (a wrong accusation, the end), nothing it knows is in there.
      if (!state.result && !state.players[seat]?.sawEnvelope)
        for (const c of after) expect(Object.values(state.envelope)).not.toContain(c);
    }
    expect(grew).toBe(true);
    const all = [...state.hands.flat(), ...state.pool, ...Object.values(state.envelope)];
    expect([...knownCards(engine.viewFor(state, "spectator"))].sort()).toEqual(all.sort());
  });
});
