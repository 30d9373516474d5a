import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { playBots } from "../../bots/game";
import { engineFor, saveGame, type GameState } from "../../engine";
import { timeline, turnStarts, viewAt } from "./timeline";

describe("replay timeline", () => {
  for (const id of ["classic", "the-office"]) {
    it(`${id}: step k is the view each seat had after k actions`, () => {
      const compiled = loadEdition(id);
      const { viewFor } = engineFor(compiled);
      const seen: GameState[] = [];
      const { state } = playBots(compiled, {
        levels: ["hard", "easy", "medium", "easy"],
        seed: 21,
        visit: (s) => seen.push(s),
      });
      const save = saveGame(state);
      const t = timeline(compiled, save);
      if (!t.ok) throw new Error(t.message);
      expect(t.states).toHaveLength(seen.length + 1);
      for (let k = 1; k <= seen.length; k += 7)
        for (let seat = 0; seat < 4; seat++)
          expect(viewAt(compiled, t.states, k, seat)).toEqual(viewFor(seen[k - 1] as GameState, seat, { log: true }));
      expect(viewAt(compiled, t.states, seen.length, 2)).toEqual(viewFor(state, 2, { log: true }));
      // Once over, every hand is open in every view.
      expect(viewAt(compiled, t.states, seen.length, 1)?.hands).toEqual(state.hands);
      expect(viewAt(compiled, t.states, 3, 1)?.hands).toBeNull();
      const starts = turnStarts(t.states);
      expect(starts[0]).toBe(0);
      expect(starts.length).toBeGreaterThan(5);
    });
  }

  it("says where a damaged action list stops", () => {
    const compiled = loadEdition("classic");
    const { state } = playBots(compiled, { levels: ["easy", "easy", "easy"], seed: 2, maxActions: 30 });
    const save = saveGame(state);
    const bad = {
      ...save,
      actions: [...save.actions.slice(0, 5), { type: "end-turn" as const, seat: 9 }, ...save.actions.slice(5)],
    };
    const t = timeline(compiled, bad);
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.step).toBe(6);
    expect(timeline(compiled, { ...save, seats: [{ suspect: "nobody", controller: { kind: "human" } }] }).ok).toBe(
      false,
    );
  });
});
