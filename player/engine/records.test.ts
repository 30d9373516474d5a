// Records are remembered for the newest log links and shared between views: asked for in any order, they
// must equal the records read afresh from a copy of the state (whose links no cache has seen).
import { describe, expect, it, onTestFinished } from "vitest";
import { loadEdition } from "../../test/editions";
import { quick } from "../../test/quick";
import { engineFor } from "./engine";
import { keepWhileKeysLive } from "./recent";
import { firstSeats, randomPlayer } from "./playout";
import type { GameState } from "./types";
import type { Viewer } from "./view-types";

describe("records drawn link by link", () => {
  const c = loadEdition("classic");
  const { viewFor } = engineFor(c);
  const { playout } = randomPlayer(c);
  const states: GameState[] = [];
  playout({
    seats: firstSeats(c, 4),
    seed: 11,
    accuseChance: 0.001,
    maxActions: 900,
    visit: (s) => void states.push(s),
  });
  const viewers: Viewer[] = [0, 1, 2, 3, "spectator"];

  it("equal a fresh reading, in the order of the game and out of it", () => {
    // Every ninth state of the three passes; every 27th in the quick tier.
    const order = [...states.keys(), ...[...states.keys()].reverse(), ...states.keys()].filter(
      (_, i) => i % quick(9, 27) === 0,
    );
    let suggestions = 0;
    for (const i of order)
      for (const v of viewers) {
        const s = states[i] as GameState;
        const records = viewFor(s, v, { log: false }).records;
        expect(records).toEqual(viewFor(structuredClone(s), v, { log: false }).records);
        suggestions += records.filter((r) => r.kind === "suggestion").length;
      }
    expect(suggestions).toBeGreaterThan(100);
  });

  it("are kept for a state after views of many other games' states (a server's hundreds of rooms in turn)", () => {
    keepWhileKeysLive(); // as the online server asks (off again below)
    onTestFinished(() => keepWhileKeysLive(false));
    // Every eleventh state stands for a game of its own: a structured clone shares no event with another.
    const others = states.filter((_, i) => i % 11 === 0).map((s) => structuredClone(s));
    const mine = states.at(-1) as GameState;
    const before = viewFor(mine, 0, { log: false }).records;
    expect(before.length).toBeGreaterThan(0);
    for (const s of others) viewFor(s, 0, { log: false });
    expect(others.length).toBeGreaterThan(20);
    // The same records object: remembered, not read again from the whole log.
    expect(viewFor(mine, 0, { log: false }).records).toBe(before);
  });

  it("show a card only to the suggester and the disprover", () => {
    const end = states.at(-1) as GameState;
    for (const v of viewers)
      for (const r of viewFor(end, v).records)
        if (r.kind === "suggestion" && r.shown !== undefined) expect(v === r.by || v === r.disprover).toBe(true);
  });

  it("are frozen, so no holder of a view can change another's", () => {
    const view = viewFor(states.at(-1) as GameState, 0);
    const first = view.records[0];
    expect(first).toBeDefined();
    expect(Object.isFrozen(view.records)).toBe(true);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(view.tokens)).toBe(true);
    expect(() => (view.hand as string[]).push("x")).toThrow();
  });
});
