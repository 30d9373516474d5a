// A state is plain data at any length: a classic game where nobody accuses goes on to 50,000 actions, and
// at each checkpoint structuredClone, a JSON round trip and save -> load all give back an equal state,
// one that plays on and is seen exactly as the original.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { QUICK } from "../../test/quick";
import { engineFor } from "./engine";
import { actingSeat } from "./legal";
import { firstSeats, randomPlayer, randomPolicy } from "./playout";
import { saveGame } from "./save/save";
import type { GameState } from "./types";

const classic = loadEdition("classic");
const { apply, loadGame, viewFor } = engineFor(classic);
const { playout, randomAction } = randomPlayer(classic);

// The quick tier keeps the shortest and 20,000 (50,000 costs some 5 s of CPU more).
const CHECKPOINTS = QUICK ? [1_000, 20_000] : [1_000, 5_000, 20_000, 50_000];

/** The same few random actions applied to a state: the states they lead to must be equal too. */
function playOn(state: GameState, n: number): GameState {
  const policy = randomPolicy(99, 0);
  let s = state;
  for (let i = 0; i < n; i++) {
    const a = randomAction(s, actingSeat(s), policy);
    if (!a) break;
    const r = apply(s, a);
    if ("error" in r) throw new Error(r.error.code);
    s = r.state;
  }
  return s;
}

describe("a long state is plain data", () => {
  it.each(CHECKPOINTS)(
    "at %i actions: structuredClone, JSON and save -> load give it back",
    (n) => {
      const { state } = playout({ seats: firstSeats(classic, 4), seed: 12, accuseChance: 0, maxActions: n });
      expect(state.result).toBeNull();
      expect(saveGame(state).actions).toHaveLength(n);
      const json = JSON.stringify(state);
      const copies: [string, GameState][] = [
        ["structuredClone", structuredClone(state)],
        ["JSON", JSON.parse(json) as GameState],
      ];
      const loaded = loadGame(JSON.parse(JSON.stringify(saveGame(state))));
      if ("error" in loaded) throw new Error(loaded.error.message);
      copies.push(["save -> load", loaded.state]);
      const after = playOn(state, 40);
      for (const [how, copy] of copies) {
        expect(JSON.stringify(copy), how).toBe(json);
        expect(copy, how).toEqual(state);
        for (const v of [0, 2, "spectator"] as const) expect(viewFor(copy, v), how).toEqual(viewFor(state, v));
        expect(JSON.stringify(playOn(copy, 40)), how).toBe(JSON.stringify(after));
      }
    },
    60_000,
  );
});
