// change, changeTurn and changePlayer read their patch by its own keys: each field keeps the rule it had
// when it was read by name (`??` fields ignore null and undefined, the nullable ones only undefined), the
// fixed fields and unknown keys are ignored, and every result has the one key order of the literal.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { engineFor } from "./engine";
import { change, changePlayer, changeTurn } from "./shape";
import type { GameState, PlayerState } from "./types";

const classic = loadEdition("classic");
const state = engineFor(classic).createGame({
  seats: [{ suspect: "scarlett" }, { suspect: "mustard" }, { suspect: "white" }],
  seed: 3,
});
const KEYS = Object.keys(state);

describe("change", () => {
  it("takes every field the patch has, in any order, and keeps the one key order", () => {
    const turn = changeTurn(state.turn, { phase: "moved" });
    const players = state.players.slice();
    const pending = { seat: 1, to: 0, options: ["rope"] };
    const result: GameState["result"] = { winner: 0, reason: "accusation" };
    const patch: Partial<GameState> = {
      result,
      history: null,
      log: null,
      pool: [],
      hands: [[], [], []],
      faceUp: [],
      intrigue: null,
      suggestions: [],
      pending,
      weapons: [1, 2],
      tokens: [3, 4],
      rng: [1, 2, 3, 4],
      players,
      turn,
    };
    const n = change(state, patch);
    expect(Object.keys(n)).toEqual(KEYS);
    for (const [k, v] of Object.entries(patch)) expect(n[k as keyof GameState]).toBe(v);
    expect(n.seats).toBe(state.seats);
    expect(n.envelope).toBe(state.envelope);
  });

  it("keeps a field the patch leaves undefined, and a non-nullable one it sets to null", () => {
    const n = change(state, {
      turn: undefined,
      pending: undefined,
      players: null as unknown as GameState["players"],
      tokens: undefined,
    });
    expect(n).toEqual(state);
    expect(n.turn).toBe(state.turn);
    expect(n.players).toBe(state.players);
  });

  it("sets a nullable field to null", () => {
    const withPending = change(state, { pending: { seat: 1, to: 0, options: ["rope"] } });
    const n = change(withPending, { pending: null, intrigue: null, result: null, log: null, history: null });
    expect(n.pending).toBeNull();
    expect(n.log).toBeNull();
    expect(Object.keys(n)).toEqual(KEYS);
  });

  it("ignores the fixed fields and keys a state does not have", () => {
    const n = change(state, {
      v: 9,
      seed: 99,
      edition: "x",
      editionHash: "y",
      seats: [],
      envelope: [],
      extra: 1,
    } as unknown as Partial<GameState>);
    expect(n).toEqual(state);
    expect(Object.keys(n)).toEqual(KEYS);
  });
});

describe("changeTurn and changePlayer", () => {
  it("take what the patch has, keep the rest, and keep their key order", () => {
    const t = state.turn;
    const rolled = changeTurn(t, {
      extraTurn: true,
      phase: "rolled",
      roll: { faces: [3, 4], steps: 7 },
      left: 5,
    });
    expect(Object.keys(rolled)).toEqual(Object.keys(t));
    expect(rolled).toEqual({ ...t, phase: "rolled", roll: { faces: [3, 4], steps: 7 }, left: 5, extraTurn: true });
    expect(changeTurn(rolled, { roll: null }).roll).toBeNull();
    expect(changeTurn(rolled, { roll: undefined, phase: undefined, seat: 2, number: 9 })).toEqual(rolled);

    const p = state.players[0] as PlayerState;
    const seen = [{ card: "rope", by: 1, via: "suggestion" as const }];
    const q = changePlayer(p, {
      seen,
      out: "accusation",
      drawsOwed: 2,
      movedBySuggestion: true,
      keepers: ["k"],
      accused: true,
    });
    expect(Object.keys(q)).toEqual(Object.keys(p));
    expect(q).toEqual({
      ...p,
      seen,
      out: "accusation",
      drawsOwed: 2,
      movedBySuggestion: true,
      keepers: ["k"],
      accused: true,
    });
    expect(changePlayer(q, { out: null }).out).toBeNull();
    expect(changePlayer(q, { out: undefined, drawsOwed: undefined })).toEqual(q);
  });
});
