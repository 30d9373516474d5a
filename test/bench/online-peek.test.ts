// The online benchmark's load generator reads only the version and the legal actions of a "game" frame
// (bench/online/peek.ts), the rest unread: if that reading went wrong, the round trips it times and the
// moves it makes would be wrong with no error. Frames as the server makes them (game.ts's frameFor, the
// accusations packed) and Colyseus's own encoder writes them, over a seeded game.
import { getMessageBytes } from "@colyseus/core";
import { describe, expect, it } from "vitest";
import { peekGame } from "../../bench/online/peek";
import { engineFor, toArray } from "../../player/engine";
import { cardsOf, frameFor, type LiveGame } from "../../player/online/game";
import { loadEdition } from "../editions";
import { quick } from "../quick";

const ROOM_DATA = 13;
const frame = (type: string, m: unknown) => new Uint8Array(getMessageBytes.raw(ROOM_DATA, type, m));

describe("the load generator's peek at a game frame", () => {
  const compiled = loadEdition("classic");
  const engine = engineFor(compiled);
  const { apply, createGame, legalActions } = engine;
  const seats = compiled.edition.suspects
    .slice(0, 4)
    .map((s) => ({ suspect: s.id, controller: { kind: "human" as const } }));

  it("reads every seat's version and legal actions, accusations apart, as the server sent them", () => {
    let state = createGame({ seats, seed: 9 });
    for (let version = 0; version < quick(300, 60) && !state.result; version++) {
      const events = toArray(state.log);
      const game = {
        record: { gameId: "abcdefghijkl" } as LiveGame["record"],
        engine,
        state,
        version,
        events,
        cards: cardsOf(compiled),
      };
      for (let seat = 0; seat < 4; seat++) {
        const legal = legalActions(state, seat);
        const p = peekGame(frame("game", frameFor({ ...game, standIns: new Map() }, seat, [2], null).frame));
        expect(p?.version).toBe(version);
        expect(p?.moves.map((h) => p.action(h))).toEqual(legal.filter((a) => a.type !== "accuse"));
        expect(p?.accusations.map((h) => p.action(h))).toEqual(legal.filter((a) => a.type === "accuse"));
      }
      const legal = [0, 1, 2, 3].flatMap((s) => legalActions(state, s));
      const next = apply(state, legal.find((a) => a.type !== "accuse") ?? (legal[0] as never));
      if ("error" in next) throw new Error(next.error.message);
      state = next.state;
    }
  });

  it("leaves any other frame to the library", () => {
    expect(peekGame(frame("refused", { code: "STALE", message: "legal" }))).toBeNull();
    expect(peekGame(frame("game", { version: 3, legal: [] }))).toBeNull();
  });
});
