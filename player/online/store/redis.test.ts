// What only the Redis store has: a connection, which can be missing or closed. Either way a call fails with
// an error instead of waiting. The contract both stores keep is in store.test.ts.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, testRedis, type TestRedis } from "../testing/redis";
import { redisStore } from "./redis";
import { A, record } from "./store.testing";

let redis: TestRedis;
beforeAll(async () => {
  redis = await testRedis();
});
afterAll(() => redis.stop());

describe("the Redis store's connection", () => {
  it("rejects when nothing answers at the url", async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(redisStore(url)).rejects.toThrow(/does not answer/);
  });

  it("closes, after which calls fail instead of waiting, and closes twice", async () => {
    const prefix = `clue-test:${randomUUID()}:`;
    const store = await redisStore(redis.url, { prefix });
    await store.create(record("closing"), null);
    await store.close();
    await expect(store.load("closing")).rejects.toThrow(/closed/i);
    await expect(store.append("closing", 0, A)).rejects.toThrow(/closed/i);
    await store.close();
    const raw = new Redis(redis.url);
    await raw.del(`${prefix}game:closing:record`);
    await raw.quit();
  });
});
