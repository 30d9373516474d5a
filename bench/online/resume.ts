// `onlineResumeMs`: two server processes sharing Redis; a game in progress on A; A is killed (SIGKILL); the
// seat to act rejoins through B with its token. Timed from the kill to that seat's "game" message at the
// version it had seen, with legal actions (it can act; the act is then sent, and must be accepted).
// The clients are the real colyseus.js client, decoding everything: there are four of them.
import { performance } from "node:perf_hooks";
import { Client, type Room } from "colyseus.js";
import { engineFor } from "../../player/engine";
import type { CreateResponse, GameMessage, Refusal } from "../../player/online/protocol";
import { testRedis } from "../../player/online/testing/redis";
import { loadEdition } from "../../test/editions";
import { serve, type Served } from "../../test/online/server";
import { postJson } from "./http";

/** Actions played on A before it is killed. */
const PLAYED = 12;

interface Seat {
  room: Room;
  next: (test: (m: GameMessage) => boolean) => Promise<GameMessage>;
}

async function join(ws: string, gameId: string, token: string | undefined, have: string): Promise<Seat> {
  const room = await new Client(ws).joinOrCreate("clue", { gameId, token, have });
  let latest: GameMessage | null = null;
  let refused: Refusal | null = null;
  let wanted: { test: (m: GameMessage) => boolean; done: (m: GameMessage) => void; fail: (e: Error) => void } | null =
    null;
  const failed = (r: Refusal) => new Error(`the server refused: ${r.code} ${r.message}`);
  room.onMessage("game", (m: GameMessage) => {
    latest = m;
    if (wanted?.test(m)) wanted.done(m);
  });
  room.onMessage("refused", (r: Refusal) => {
    refused = r;
    wanted?.fail(failed(r));
  });
  room.onMessage("*", () => {});
  const next = (test: (m: GameMessage) => boolean) =>
    new Promise<GameMessage>((done, fail) => {
      if (refused) return fail(failed(refused));
      if (latest && test(latest)) return done(latest);
      wanted = { test, done, fail };
    });
  return { room, next };
}

/** Joins B as the seat until the join succeeds (B may first try the dead process's room). */
async function rejoin(b: Served, gameId: string, token: string, have: string): Promise<Seat> {
  for (let tries = 0; ; tries++) {
    try {
      return await join(b.ws, gameId, token, have);
    } catch (e) {
      if (tries > 100) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** A move that keeps the game going: anything but an accusation. */
const move = (m: GameMessage) => m.legal.find((x) => x.type !== "accuse") ?? m.legal[0];

async function once(redis: string, b: Served, env: Record<string, string>, seed: number, have: string) {
  const a = await serve({ redis, env });
  const human = { kind: "human" };
  const body = { edition: "classic", seats: [human, human, human, human], seed, pace: "instant" };
  const created = (await postJson(`${a.url}/api/games`, body)) as CreateResponse;
  const tokens = created.seats.map((s) => s.token as string);
  const first = await join(a.ws, created.gameId, tokens[0], have);
  const seats = [first, ...(await Promise.all(tokens.slice(1).map((t) => join(a.ws, created.gameId, t, have))))];
  // Plays PLAYED actions, each by the seat that may act; then `acting` is the seat to act next.
  const acting = await (async () => {
    for (let version = 0; ; version++) {
      const ms = await Promise.all(seats.map((s) => s.next((m) => m.version === version)));
      const seat = ms.findIndex((m) => m.legal.length > 0);
      if (version === PLAYED) return seat;
      seats[seat]?.room.send("act", { version, action: move(ms[seat] as GameMessage) });
    }
  })();
  const t0 = performance.now();
  await a.kill();
  const back = await rejoin(b, created.gameId, tokens[acting] as string, have);
  const m = await back.next((x) => x.version === PLAYED && x.legal.length > 0);
  const ms = performance.now() - t0;
  // It can act: the same move it would have made on A is accepted through B.
  back.room.send("act", { version: PLAYED, action: move(m) });
  await back.next((x) => x.version === PLAYED + 1);
  await back.room.leave(true);
  return ms;
}

/** Milliseconds of each run, with Colyseus's presence timeout at `shortTimeoutMs` (serve's default when absent). */
export async function resumeRuns(runs: number, shortTimeoutMs?: number): Promise<number[]> {
  const redis = await testRedis();
  const env: Record<string, string> = shortTimeoutMs ? { COLYSEUS_PRESENCE_SHORT_TIMEOUT: String(shortTimeoutMs) } : {};
  const have = engineFor(loadEdition("classic")).hash;
  try {
    const b = await serve({ redis: redis.url, env });
    try {
      const out: number[] = [];
      for (let i = 0; i < runs; i++) out.push(await once(redis.url, b, env, 100 + i, have));
      return out;
    } finally {
      await b.stop();
    }
  } finally {
    await redis.stop();
  }
}
