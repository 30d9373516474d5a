// End to end: one `clue-compile serve` process, and per edition a whole game at pace "instant" between two
// human seats (each a colyseus.js client choosing among its legal actions) and two computer players on the
// server, watched by two spectators: four clients over WebSockets. The game each client ends with must be
// the save's replay, and the save must be what the store wrote under --data.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { GameRecord } from "../../player/online/store/store";
import { EDITIONS } from "../editions";
import { createGame, human, spectator, type Player } from "./players";
import { expectedMessage, fileLog, replaySave } from "./replay";
import { servedForFile } from "./per-file";

const file = servedForFile();

describe.each(EDITIONS)("a whole game of %s online", (edition) => {
  let players: Player[];
  let gameId: string;

  beforeAll(async () => {
    const game = await createGame(file.server.url, {
      edition,
      seats: [{ kind: "human" }, { kind: "bot", level: "medium" }, { kind: "human" }, { kind: "bot", level: "hard" }],
      seed: 20_260_026,
      pace: "instant",
    });
    gameId = game.gameId;
    players = [human(game, 0, 1), human(game, 2, 2), spectator(game), spectator(game)];
    for (const p of players) await p.join(file.server.ws);
    await Promise.all(players.map((p) => p.finished()));
  });
  afterAll(() => Promise.all(players.map((p) => p.leave())));

  test("every client is offered the same save, which the engine loads, at the version each was last sent", () => {
    const [first] = players.map((p) => p.save);
    for (const p of players) expect(p.save).toEqual(first);
    const save = players[0]?.save;
    if (!save) throw new Error("no save");
    const { engine } = replaySave(save);
    const loaded = engine.loadGame(save);
    if ("error" in loaded) throw new Error(loaded.error.message);
    expect(loaded.state.result).not.toBeNull();
    for (const p of players) expect(p.last?.version).toBe(save.actions.length);
  });

  test("the last game message of each client is viewFor and legalActions of the save's replay", () => {
    const save = players[0]?.save;
    if (!save) throw new Error("no save");
    const loaded = replaySave(save);
    expect(players.map((p) => p.seat)).toEqual([0, 2, "spectator", "spectator"]);
    for (const p of players) {
      const last = p.last;
      if (!last) throw new Error("no game message");
      expect(last).toEqual(expectedMessage(loaded, last, save.actions.length, last.seat));
    }
  });

  test("both humans played (their moves are in the save) and nobody was refused", () => {
    const save = players[0]?.save;
    for (const seat of [0, 2]) expect(save?.actions.some((a) => a.seat === seat)).toBe(true);
    for (const p of players) expect(p.refusals()).toEqual([]);
  });

  test("the save's actions are what the store wrote under --data, and its seed and seats the record's", () => {
    const save = players[0]?.save;
    expect(save?.actions).toEqual(fileLog(file.data, gameId));
    const record = JSON.parse(readFileSync(join(file.data, gameId, "record.json"), "utf8")) as GameRecord;
    expect(save?.seed).toBe(record.seed);
    expect(save?.seats).toEqual(record.seats);
  });
});
