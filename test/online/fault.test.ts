// Fault tests: a server process is killed (SIGKILL, by itself: CLUE_FAULT=<moment>:<n>) at the n-th action
// it applies, before storing it, after storing it and before sending it, or after sending it; the clients
// come back (through the other process sharing Redis, or a new process over the same --data and port) and
// finish the game. No action a client saw applied is lost, none is applied twice.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Action } from "../../player/engine";
import type { GameMessage } from "../../player/online/protocol";
import { testRedis, type TestRedis } from "../../player/online/testing/redis";
import { QUICK } from "../quick";
import { createGame, human, spectator, type Player } from "./players";
import { expectedMessage, fileLog, redisLog, replaySave } from "./replay";
import { freshData, serve, type Served } from "./server";

const MOMENTS = ["before-store", "after-store", "after-send"] as const;
type Moment = (typeof MOMENTS)[number];
// The quick tier kills at each moment once, not once per store: Redis at two of them, the embedded store
// (two processes a case, where Redis's cases start one) at the third. `npm test` kills at all three in each.
const REDIS_MOMENTS: readonly Moment[] = QUICK ? ["before-store", "after-send"] : MOMENTS;
const EMBEDDED_MOMENTS: readonly Moment[] = QUICK ? ["after-store"] : MOMENTS;
/** The process's n-th applied action is its game's action at version n - 1 (the game is its only one). */
const KILL_AT = 12;

/** Starts a game on `server` (to be killed at `moment`), seats its clients there, and resolves once it died. */
async function playUntilKilled(server: Served): Promise<{ gameId: string; players: Player[] }> {
  const died = new Promise<NodeJS.Signals | null>((done) => server.proc.once("exit", (_, signal) => done(signal)));
  const game = await createGame(server.url, {
    edition: "classic",
    seats: [{ kind: "human" }, { kind: "bot", level: "medium" }, { kind: "human" }, { kind: "bot", level: "easy" }],
    seed: 4_242_026,
    pace: "instant",
  });
  const players = [human(game, 0, 5), human(game, 2, 6), spectator(game)];
  for (const p of players) await p.join(server.ws);
  expect(await died, "the process killed itself").toBe("SIGKILL");
  return { gameId: game.gameId, players };
}

/** Every process a test started, killed at the end whatever became of the test. */
const started: Served[] = [];
afterAll(() => Promise.all(started.map((s) => s.kill())));
const track = (s: Served) => (started.push(s), s);

const seenVersion = (p: Player) => p.last?.version ?? -1;

/** What the clients and the store hold when the process died, as each moment leaves it. */
function atDeath(moment: Moment, stored: number, players: Player[]) {
  const seen = Math.max(...players.map(seenVersion));
  if (moment === "before-store") expect([stored, seen]).toEqual([KILL_AT - 1, KILL_AT - 1]);
  if (moment === "after-store") expect([stored, seen]).toEqual([KILL_AT, KILL_AT - 1]);
  // The kill comes a moment after the send, in which the game may have gone on (stored before sent, still).
  if (moment === "after-send") expect(stored >= seen && seen >= KILL_AT).toBe(true);
}

/**
 * Every client joins again through `ws` and is sent the game at the version the store held, or later: the
 * computer players (at pace "instant") play on as soon as the game is opened again, before a client is in.
 */
async function rejoin(players: Player[], ws: string, stored: number) {
  for (const p of players) {
    const from = p.messages.length;
    await p.join(ws);
    const first = await p.until((m) => m.type === "game", from);
    expect((first.body as GameMessage).version, "rejoined at the stored version or later").toBeGreaterThanOrEqual(
      stored,
    );
  }
}

/**
 * Nothing lost, nothing twice: the save replays, begins with the log the store held at the kill, and holds
 * every version a client was sent and every act it saw applied; the store's log is the save's actions.
 */
function nothingLost(players: Player[], atKill: Action[], stored: Action[]) {
  const save = players[0]?.save;
  if (!save) throw new Error("no save");
  for (const p of players) expect(p.save).toEqual(save);
  const replayed = replaySave(save);
  expect(stored, "the store's log is the save's actions").toEqual(save.actions);
  expect(save.actions.slice(0, atKill.length), "the game went on from what was stored").toEqual(atKill);
  for (const p of players) {
    expect(p.last?.version).toBe(save.actions.length);
    for (const m of p.messages)
      if (m.type === "game") {
        const g = m.body as GameMessage;
        expect(g, `version ${g.version} as the save replays it`).toEqual(
          expectedMessage(replayed, g, g.version, g.seat),
        );
      }
    for (const a of p.acknowledged) expect(save.actions[a.version], `the act at ${a.version}`).toEqual(a.action);
  }
  expect(players.some((p) => p.acknowledged.length > 0)).toBe(true);
}

describe("two processes sharing Redis: the clients rejoin through the other", () => {
  let redis: TestRedis;
  let other: Served;
  beforeAll(async () => {
    redis = await testRedis();
    other = track(await serve({ redis: redis.url }));
  });
  afterAll(async () => {
    await other.stop();
    await redis.stop();
  });

  test.each(REDIS_MOMENTS)("killed %s", async (moment) => {
    const first = track(await serve({ redis: redis.url, env: { CLUE_FAULT: `${moment}:${KILL_AT}` } }));
    const { gameId, players } = await playUntilKilled(first);
    try {
      const atKill = await redisLog(redis.url, gameId);
      atDeath(moment, atKill.length, players);
      await rejoin(players, other.ws, atKill.length);
      await Promise.all(players.map((p) => p.finished()));
      nothingLost(players, atKill, await redisLog(redis.url, gameId));
    } finally {
      await Promise.all(players.map((p) => p.leave()));
    }
  });
});

describe("the embedded store: the one process killed and started again over the same --data", () => {
  test.each(EMBEDDED_MOMENTS)("killed %s", async (moment) => {
    const data = freshData();
    const first = track(await serve({ data, env: { CLUE_FAULT: `${moment}:${KILL_AT}` } }));
    const { gameId, players } = await playUntilKilled(first);
    // The same port, so the same invite link: what a player holds still works after the restart.
    const again = track(await serve({ data, port: Number(new URL(first.url).port) }));
    try {
      expect(again.url).toBe(first.url);
      const atKill = fileLog(data, gameId);
      atDeath(moment, atKill.length, players);
      await rejoin(players, again.ws, atKill.length);
      await Promise.all(players.map((p) => p.finished()));
      nothingLost(players, atKill, fileLog(data, gameId));
    } finally {
      await Promise.all(players.map((p) => p.leave()));
      await again.stop();
      rmSync(data, { recursive: true, force: true });
    }
  });
});
