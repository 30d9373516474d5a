import { describe, expect, it, onTestFinished } from "vitest";
import { loadEdition } from "../../test/editions";
import { engineFor } from "./engine";
import { keepWhileKeysLive } from "./recent";
import { firstSeats, randomPlayer } from "./playout";
import type { GameEvent } from "./types";
import { eventFor } from "./view";

describe("views", () => {
  it("a secret part goes only to the seats it names", () => {
    const e: GameEvent = { type: "card-shown", seat: 1, to: 0, secret: { to: [1, 0], card: "rope" } };
    expect(eventFor(e, 0)).toEqual({ type: "card-shown", seat: 1, to: 0, card: "rope" });
    expect(eventFor(e, 2)).toEqual({ type: "card-shown", seat: 1, to: 0 });
    expect(eventFor(e, "spectator")).toEqual({ type: "card-shown", seat: 1, to: 0 });
  });

  it("a state's view shares its parts with an earlier view of it, after views of many other games (a server's rooms)", () => {
    keepWhileKeysLive(); // as the online server asks (off again below)
    onTestFinished(() => keepWhileKeysLive(false));
    const c = loadEdition("classic");
    const { viewFor } = engineFor(c);
    const { playout } = randomPlayer(c);
    const mine = playout({ seats: firstSeats(c, 4), seed: 3, maxActions: 40 }).state;
    // Games of their own: a structured clone shares no part with another state.
    const others = Array.from({ length: 20 }, () => structuredClone(mine));
    const before = viewFor(mine, 1, { log: false });
    for (const s of others) for (const seat of [0, 1, 2, 3]) viewFor(s, seat, { log: false });
    const after = viewFor(mine, 1, { log: false });
    for (const part of ["seats", "hand", "seen", "faceUp", "tokens", "weapons", "records"] as const)
      expect(after[part], part).toBe(before[part]);
  });

  it("a seat sees its own hand and hand sizes of all; a spectator sees no hand; the envelope only at the end", () => {
    const c = loadEdition("classic");
    const { viewFor } = engineFor(c);
    const { playout } = randomPlayer(c);
    const { state } = playout({ seats: firstSeats(c, 4), seed: 3, maxActions: 40 });
    const v = viewFor(state, 2);
    expect(v.hand).toEqual(state.hands[2]);
    expect(v.seats.map((s) => s.handSize)).toEqual(state.hands.map((h) => h.length));
    expect(viewFor(state, "spectator").hand).toEqual([]);
    expect(v.envelope).toBeNull();
    expect(JSON.stringify(viewFor(state, "spectator"))).not.toContain('"envelope":{');
    const end = playout({ seats: firstSeats(c, 4), seed: 3 }).state;
    expect(viewFor(end, "spectator").envelope).toEqual(end.envelope);
    expect(viewFor(end, 1, { log: false }).log).toEqual([]);
  });

  it("once the game is over every view, the spectator's too, lays every hand and the pool open; never before", () => {
    for (const id of ["classic", "the-office"]) {
      const c = loadEdition(id);
      const { viewFor } = engineFor(c);
      const { playout } = randomPlayer(c);
      const before = playout({ seats: firstSeats(c, 4), seed: 4, maxActions: 60 }).state;
      for (const v of [0, 1, 2, 3, "spectator"] as const) expect(viewFor(before, v).hands).toBeNull();
      const end = playout({ seats: firstSeats(c, 4), seed: 4 }).state;
      expect(end.result).not.toBeNull();
      for (const v of [0, 3, "spectator"] as const) {
        const view = viewFor(end, v);
        expect(view.hands).toEqual(end.hands);
        expect(view.pool.cards).toEqual(end.pool);
        view.hands?.[0]?.push("nonsense");
        expect(end.hands[0]).not.toContain("nonsense");
      }
    }
  });
});
