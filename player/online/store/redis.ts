// The shared store (`serve --redis <url>`): every process of a deployment reads and appends the same games.
//
//   <prefix>game:<id>:record     the record (JSON), set once
//   <prefix>game:<id>:edition    the uploaded edition (JSON; absent for a built-in)
//   <prefix>game:<id>:log        a list, one action (JSON) an item
//   <prefix>game:<id>:standins   seats computer players hold for absent humans (JSON; absent: none)
//
// Create and append are Lua scripts, so each runs whole inside Redis with nothing between its check and its
// write: two processes racing to append the same version see exactly one succeed. An acknowledged append is
// in Redis's memory; surviving a restart of Redis itself is Redis's persistence settings' business.
import { Redis } from "ioredis";
import type { Action } from "../../engine";
import { checkGameId, parse, readAction, readRecord, readStandIns } from "./read";
import { isGameId, type GameStore } from "./store";

// KEYS[1] record, KEYS[2] edition; ARGV[1] record JSON, ARGV[2] edition JSON or "" for none.
const CREATE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') == false then return 0 end
if ARGV[2] ~= '' then redis.call('SET', KEYS[2], ARGV[2]) end
return 1`;
// KEYS[1] record, KEYS[2] log; ARGV[1] the length the log must have, ARGV[2] the action JSON.
const APPEND = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if redis.call('LLEN', KEYS[2]) ~= tonumber(ARGV[1]) then return 0 end
redis.call('RPUSH', KEYS[2], ARGV[2])
return 1`;
// KEYS[1] record, KEYS[2] standins; ARGV[1] the stand-ins JSON.
const STAND_INS = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[2], ARGV[1])
return 1`;

interface Scripts {
  clueCreate: (record: string, edition: string, recordJson: string, editionJson: string) => Promise<number>;
  clueAppend: (record: string, log: string, length: number, action: string) => Promise<number>;
  clueStandIns: (record: string, standIns: string, json: string) => Promise<number>;
}

/**
 * Connects (rejecting when Redis does not answer) and gives the store. A command made while Redis is away
 * fails after one reconnection attempt rather than waiting in a queue: the room then refuses the action
 * and the player can try again, where a queue would leave the game silent.
 */
export async function redisStore(url: string, options: { prefix?: string } = {}): Promise<GameStore> {
  const prefix = options.prefix ?? "clue:";
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    commandTimeout: 5000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 100, 2000),
  }) as Redis & Scripts;
  // Each failed command rejects its own caller; the event would only say the same again (and, with no
  // listener, ioredis prints it to the console).
  redis.on("error", () => {});
  redis.defineCommand("clueCreate", { numberOfKeys: 2, lua: CREATE });
  redis.defineCommand("clueAppend", { numberOfKeys: 2, lua: APPEND });
  redis.defineCommand("clueStandIns", { numberOfKeys: 2, lua: STAND_INS });
  try {
    await redis.connect();
  } catch (e) {
    redis.disconnect();
    throw new Error(`Redis at ${url} does not answer (${(e as Error).message})`, { cause: e });
  }
  const key = (gameId: string, part: "record" | "edition" | "log" | "standins") => `${prefix}game:${gameId}:${part}`;

  return {
    create: async (record, edition) => {
      checkGameId(record.gameId);
      const id = record.gameId;
      const editionJson = edition === null || edition === undefined ? "" : JSON.stringify(edition);
      const made = await redis.clueCreate(key(id, "record"), key(id, "edition"), JSON.stringify(record), editionJson);
      if (made !== 1) throw new Error(`game ${id} exists already`);
    },

    load: async (gameId) => {
      if (!isGameId(gameId)) return null;
      // One transaction: the record, edition, log and stand-ins as they were at one moment.
      const replies = await redis
        .multi()
        .get(key(gameId, "record"))
        .get(key(gameId, "edition"))
        .lrange(key(gameId, "log"), 0, -1)
        .get(key(gameId, "standins"))
        .exec();
      if (!replies) throw new Error(`Redis aborted the read of game ${gameId}`);
      for (const [err] of replies) if (err) throw err;
      const [recordText, editionText, items, standInsText] = replies.map(([, v]) => v) as [
        string | null,
        string | null,
        string[],
        string | null,
      ];
      if (recordText === null) return null;
      const record = readRecord(recordText, gameId, `Redis key ${key(gameId, "record")}`);
      if ("uploaded" in record.edition && editionText === null)
        throw new Error(`Redis key ${key(gameId, "edition")}: missing`);
      const edition = editionText === null ? null : parse(editionText, `Redis key ${key(gameId, "edition")}`);
      const actions: Action[] = items.map((item, i) =>
        readAction(item, `Redis key ${key(gameId, "log")} item ${i + 1}`),
      );
      const where = `Redis key ${key(gameId, "standins")}`;
      const standIns = standInsText === null ? {} : readStandIns(standInsText, where);
      return { record, edition, actions, standIns };
    },

    append: async (gameId, length, action) => {
      if (!isGameId(gameId)) return false;
      const done = await redis.clueAppend(key(gameId, "record"), key(gameId, "log"), length, JSON.stringify(action));
      return done === 1;
    },

    setStandIns: async (gameId, standIns) => {
      checkGameId(gameId);
      const done = await redis.clueStandIns(key(gameId, "record"), key(gameId, "standins"), JSON.stringify(standIns));
      if (done !== 1) throw new Error(`no game ${gameId}`);
    },

    close: async () => {
      if (redis.status === "end") return;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
