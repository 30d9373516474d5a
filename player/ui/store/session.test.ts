import { describe, expect, it } from "vitest";
import { engineFor } from "../../engine";
import { loadEdition } from "../../../test/editions";
import { kindsFor, setupOf } from "../setup/game-setup";
import { inThreadRunner } from "./bot-chooser";
import { createGameStore } from "./session";

const compiled = loadEdition("classic");
const { createGame, legalActions } = engineFor(compiled);

function until(cond: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = () => (cond() ? resolve() : Date.now() > end ? reject(new Error("timed out")) : setTimeout(tick, 5));
    tick();
  });
}

describe("the game store", () => {
  it("plays computer players to the end, saving every state, and shows a spectator's view", async () => {
    const saved: number[] = [];
    const store = createGameStore({
      compiled,
      state: createGame(setupOf(compiled, kindsFor(3, 0, "easy"), 4)),
      pace: "instant",
      runner: inThreadRunner(compiled),
      onState: (s) => saved.push(s.turn.number),
    });
    await until(() => store.get().state.result !== null);
    expect(store.get().view.viewer).toBe("spectator");
    expect(store.get().view.hand).toEqual([]);
    expect(saved.length).toBeGreaterThan(10);
    store.dispose();
  });

  it("takes a human's action only from the seat whose eyes the screen is, and hands over between humans", async () => {
    const state = createGame(setupOf(compiled, ["human", "human", "easy"], 6));
    const store = createGameStore({ compiled, state, pace: "instant", runner: inThreadRunner(compiled) });
    const first = state.turn.seat;
    expect(store.get().handOver).toBe(first);
    expect(store.get().view.hand).toEqual([]);
    const roll = legalActions(state, first, "roll")[0];
    expect(roll && store.act(roll)).toBe(false);
    store.acceptHandOver();
    expect(store.get().viewer).toBe(first);
    expect(store.get().view.hand).toEqual(state.hands[first]);
    const other = first === 0 ? 1 : 0;
    expect(store.act({ type: "roll", seat: other })).toBe(false);
    expect(roll && store.act(roll)).toBe(true);
    expect(store.get().state.turn.phase).toBe("rolled");
    store.dispose();
  });
});
