import { describe, expect, it } from "vitest";
import { actingSeat, engineFor } from "../../engine";
import { loadEdition } from "../../../test/editions";
import { kindsFor, setupOf } from "../setup/game-setup";
import { inThreadRunner } from "../bots/chooser";
import { createLocalGame } from "./local";

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
    const store = createLocalGame({
      compiled,
      state: createGame(setupOf(compiled, kindsFor(3, 0, "easy"), 4)),
      pace: "instant",
      runner: inThreadRunner(compiled),
      onState: (s) => saved.push(s.turn.number),
    });
    await until(() => store.state().result !== null);
    expect(store.get().view.viewer).toBe("spectator");
    expect(store.get().view.hand).toEqual([]);
    expect(saved.length).toBeGreaterThan(10);
    store.dispose();
  });

  it("takes a human's action only from the seat whose eyes the screen is, and hands over between humans", async () => {
    const state = createGame(setupOf(compiled, ["human", "human", "easy"], 6));
    const store = createLocalGame({ compiled, state, pace: "instant", runner: inThreadRunner(compiled) });
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
    expect(store.state().turn.phase).toBe("rolled");
    store.dispose();
  });
});

describe("two humans at one screen", () => {
  it("is a spectator's screen whenever no human is to act, and a human's only after the hand-over", async () => {
    const state = createGame(setupOf(compiled, ["human", "easy", "human", "easy"], 3));
    const game = createLocalGame({ compiled, state, pace: "instant", runner: inThreadRunner(compiled) });
    const wrong: string[] = [];
    let handOvers = 0;
    const check = () => {
      const t = game.get();
      const s = game.state();
      // A human's part: their move to make, or their turn while a computer player picks a card to show them.
      const waitsOn = [actingSeat(s), s.pending?.to ?? -1].filter((x) => s.seats[x]?.controller.kind === "human");
      if (!s.result && waitsOn.length === 0 && (t.viewer !== "spectator" || t.view.hand.length > 0))
        wrong.push(`turn ${s.turn.number}, seat ${actingSeat(s)} to act: the screen is ${t.viewer}'s`);
      if (t.viewer === "spectator" && t.legal.types.size > 0) wrong.push("a spectator is offered actions");
    };
    game.subscribe(check);
    // The humans end their turns at once; the computer players play theirs.
    while (!game.state().result && game.state().turn.number < 12) {
      await until(() => game.get().handOver !== null || game.get().legal.seat !== null || !!game.state().result);
      if (game.get().handOver !== null) {
        handOvers++;
        game.acceptHandOver();
        continue;
      }
      const { legal } = game.get();
      const pick = (["show-card", "roll", "move", "end-turn"] as const)
        .map((t) => legal.list(t)[0])
        .find((a) => a !== undefined);
      expect(pick && game.act(pick)).toBe(true);
    }
    expect(handOvers).toBeGreaterThan(2);
    expect(wrong).toEqual([]);
    game.dispose();
  });
});
