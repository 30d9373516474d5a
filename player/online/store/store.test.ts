// One contract, two stores: the embedded folder store and the Redis store must answer every call alike, so
// the room is written once against GameStore. What only one of them has is in files.test.ts and
// redis.test.ts.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testRedis, type TestRedis } from "../testing/redis";
import { fileStore } from "./files";
import { redisStore } from "./redis";
import type { GameStore } from "./store";
import { A, act, B, C, record } from "./store.testing";

/** Where one test's games live; each `open` is a new store over the same place (a restart). */
interface Place {
  open: () => Promise<GameStore>;
  /** Whether several stores may use the place at once (Redis: processes; files: one process only). */
  shares: boolean;
  /** Spoils a game's record (bad JSON) or log (its second action not an object): corruption from outside. */
  spoil: (gameId: string, part: "record" | "log") => Promise<void>;
  /** How an error names the spoiled part. */
  names: (part: "record" | "log") => RegExp;
  remove: () => Promise<void>;
}

let redis: TestRedis;
beforeAll(async () => {
  redis = await testRedis();
});
afterAll(() => redis.stop());

const kinds: { name: string; fresh: () => Promise<Place> }[] = [
  {
    name: "files",
    fresh: async () => {
      const root = mkdtempSync(join(tmpdir(), "clue-store-"));
      const dir = join(root, "data");
      return {
        open: async () => fileStore(dir),
        shares: false,
        spoil: async (gameId, part) => {
          const name = part === "record" ? "record.json" : "actions.jsonl";
          writeFileSync(join(dir, gameId, name), part === "record" ? "{" : `${JSON.stringify(A)}\n[1]\n`);
        },
        names: (part) => (part === "record" ? /record\.json: not JSON/ : /actions\.jsonl line 2: not an action/),
        remove: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "redis",
    fresh: async () => {
      const prefix = `clue-test:${randomUUID()}:`;
      const raw = new Redis(redis.url);
      return {
        open: () => redisStore(redis.url, { prefix }),
        shares: true,
        spoil: async (gameId, part) => {
          if (part === "record") await raw.set(`${prefix}game:${gameId}:record`, "{");
          else await raw.rpush(`${prefix}game:${gameId}:log`, JSON.stringify(A), "[1]");
        },
        names: (part) => (part === "record" ? /:record: not JSON/ : /:log item 2: not an action/),
        remove: async () => {
          const keys = await raw.keys(`${prefix}*`);
          if (keys.length > 0) await raw.del(...keys);
          await raw.quit();
        },
      };
    },
  },
];

describe.each(kinds)("the $name store", ({ fresh }) => {
  let place: Place;
  const opened: GameStore[] = [];
  const open = async () => {
    const store = await place.open();
    opened.push(store);
    return store;
  };
  beforeAll(async () => {
    place = await fresh();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });
  afterAll(async () => place.remove());
  // One place per kind, a new game id per test: tests share the place as games share a deployment.
  const newId = () => `g${randomUUID().slice(0, 8)}`;

  it("loads what it created: record, edition, no actions, no stand-ins", async () => {
    const store = await open();
    const [built, up] = [newId(), newId()];
    await store.create(record(built), null);
    const edition = { id: "mine", board: { rows: 2 }, text: "日本語 and \n newline" };
    await store.create(record(up, { edition: { uploaded: "f".repeat(64) } }), edition);
    expect(await store.load(built)).toEqual({ record: record(built), edition: null, actions: [], standIns: {} });
    expect(await store.load(up)).toEqual({
      record: record(up, { edition: { uploaded: "f".repeat(64) } }),
      edition,
      actions: [],
      standIns: {},
    });
    expect(await store.load(newId())).toBeNull();
  });

  it("refuses to create a game id twice, and keeps the first", async () => {
    const store = await open();
    const id = newId();
    await store.create(record(id), null);
    await expect(store.create(record(id, { seed: 99 }), { x: 1 })).rejects.toThrow(/exists/);
    expect((await store.load(id))?.record.seed).toBe(7);
    expect((await store.load(id))?.edition).toBeNull();
  });

  it("appends only at the log's length (compare-and-set)", async () => {
    const store = await open();
    const id = newId();
    await store.create(record(id), null);
    expect(await store.append(id, 0, A)).toBe(true);
    expect(await store.append(id, 0, B)).toBe(false);
    expect(await store.append(id, 2, B)).toBe(false);
    expect(await store.append(id, 1, B)).toBe(true);
    expect((await store.load(id))?.actions).toEqual([A, B]);
  });

  it("lets exactly one of several appends at the same length win, across stores", async () => {
    const [one, two] = [await open(), await open()];
    const id = newId();
    await one.create(record(id), null);
    // The files store is one process's: its racers share one store. Redis's race from two connections.
    const racers = [one, place.shares ? two : one];
    const tries = Array.from({ length: 8 }, (_, i) => racers[i % 2]!.append(id, 0, act("roll", i)));
    const won = await Promise.all(tries);
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = won.indexOf(true);
    expect((await one.load(id))?.actions).toEqual([act("roll", winner)]);
  });

  it("does not append to a game that does not exist", async () => {
    const store = await open();
    expect(await store.append(newId(), 0, A)).toBe(false);
  });

  it("keeps stand-ins, replaces them, and refuses them for a missing game", async () => {
    const store = await open();
    const id = newId();
    await store.create(record(id), null);
    await store.setStandIns(id, { 0: "hard", 3: "easy" });
    expect((await store.load(id))?.standIns).toEqual({ 0: "hard", 3: "easy" });
    await store.setStandIns(id, {});
    expect((await store.load(id))?.standIns).toEqual({});
    await expect(store.setStandIns(newId(), { 0: "easy" })).rejects.toThrow(/no game/);
  });

  it("gives a store opened again (a restart) the same log, and the same compare-and-set", async () => {
    const first = await open();
    const id = newId();
    await first.create(record(id), null);
    for (const [i, a] of [A, B, C].entries()) expect(await first.append(id, i, a)).toBe(true);
    await first.close();
    const again = await open();
    // Append before any load: the length comes from the stored log, not from this store's memory.
    expect(await again.append(id, 2, A)).toBe(false);
    expect(await again.append(id, 3, A)).toBe(true);
    expect((await (await open()).load(id))?.actions).toEqual([A, B, C, A]);
  });

  it("refuses hostile game ids as it refuses missing games", async () => {
    const store = await open();
    for (const id of ["../x", "__proto__", "constructor/..", "a:b:c:d", "short", "x".repeat(41), "", "-rf-all"]) {
      await expect(store.create(record(id), null), id).rejects.toThrow(/not a game id/);
      expect(await store.load(id), id).toBeNull();
      expect(await store.append(id, 0, A), id).toBe(false);
      await expect(store.setStandIns(id, {}), id).rejects.toThrow(/not a game id/);
    }
  });

  it("says which file or key is corrupt, and where in the log", async () => {
    const store = await open();
    const [bad, badLog] = [newId(), newId()];
    await store.create(record(bad), null);
    await store.create(record(badLog), null);
    await place.spoil(bad, "record");
    await place.spoil(badLog, "log");
    await expect(store.load(bad)).rejects.toThrow(place.names("record"));
    await expect(store.load(badLog)).rejects.toThrow(place.names("log"));
  });
});
