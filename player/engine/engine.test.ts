import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { toArray } from "./chain";
import { engineFor } from "./engine";
import { firstSeats, randomPlayer, randomPolicy } from "./playout";
import type { ApplyResult, GameState } from "./types";

const refused = (r: ApplyResult) => ("error" in r ? r.error.code : "accepted");

describe("engineFor", () => {
  it("gives the same engine for the same compiled edition, and needs nothing done before", () => {
    const c = loadEdition("classic");
    expect(engineFor(c)).toBe(engineFor(c));
    const game = engineFor(c).createGame({ seats: firstSeats(c, 3), seed: 1 });
    expect(game.editionHash).toBe(engineFor(c).hash);
    expect(engineFor(c).compiled).toBe(c);
  });

  it("answers a state of another edition with EDITION_MISMATCH, and lists nothing for it", () => {
    const classic = engineFor(loadEdition("classic"));
    const office = engineFor(loadEdition("the-office"));
    const game = office.createGame({ seats: firstSeats(office.compiled, 3), seed: 1 });
    const seat = game.turn.seat;
    expect(refused(office.apply(game, { type: "roll", seat }))).toBe("accepted");
    expect(refused(classic.apply(game, { type: "roll", seat }))).toBe("EDITION_MISMATCH");
    expect(classic.legalActions(game, seat)).toEqual([]);
    expect(classic.legalTypes(game, seat)).toEqual([]);
    expect(office.legalTypes(game, seat)).not.toEqual([]);
  });

  it("plays games of two editions in alternation, after many other editions were made: nothing is let go", () => {
    const c = loadEdition("classic");
    const engines = [engineFor(c), engineFor(loadEdition("tower-of-terror"))];
    const games = engines.map((e) => e.createGame({ seats: firstSeats(e.compiled, 3), seed: 2 }));
    // An editor that play-tests every draft makes one engine per draft.
    for (let i = 0; i < 40; i++) {
      const draft = engineFor({ ...c, edition: { ...c.edition, name: `Draft ${i}` } });
      draft.createGame({ seats: firstSeats(c, 3), seed: i });
    }
    const policy = randomPolicy(3, 0);
    const players = engines.map((e) => randomPlayer(e.compiled));
    for (let n = 0; n < 30; n++)
      engines.forEach((e, i) => {
        const state = games[i] as GameState;
        const seat = state.pending ? state.pending.seat : state.turn.seat;
        const action = players[i]?.randomAction(state, seat, policy);
        if (!action) throw new Error("no action");
        const r = e.apply(state, action);
        if ("error" in r) throw new Error(r.error.code);
        games[i] = r.state;
      });
    expect(games.map((g) => toArray(g.history).length)).toEqual([30, 30]);
  });

  it("an engine of a compiled edition posted to a Worker (structured-cloned) plays the same games", () => {
    const c = loadEdition("tower-of-terror");
    const posted = engineFor(structuredClone(c));
    expect(posted.hash).toBe(engineFor(c).hash);
    const game = engineFor(c).createGame({ seats: firstSeats(c, 3), seed: 2 });
    expect(posted.createGame({ seats: firstSeats(c, 3), seed: 2 })).toEqual(game);
    expect(refused(posted.apply(game, { type: "roll", seat: game.turn.seat }))).toBe("accepted");
  });
});
