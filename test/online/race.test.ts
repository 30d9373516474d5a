// Two writers of one game: another process (here, the store written to directly) stores an action at the
// version a client's act was made at. The room's compare-and-set fails, and the client must hear that its act
// was refused before it is sent the game as the other writer left it: a client that sees the next version
// first would take its own act for the one applied (the fault test's "killed after-send" once did).
import { afterAll, beforeAll, expect, test } from "vitest";
import type { GameMessage } from "../../player/online/protocol";
import { redisStore } from "../../player/online/store/redis";
import type { GameStore } from "../../player/online/store/store";
import { testRedis, type TestRedis } from "../../player/online/testing/redis";
import type { Player } from "./players";
import { redisLog } from "./replay";
import { serve, type Served } from "./server";
import { legalAct, table } from "./table";

let redis: TestRedis;
let server: Served;
let store: GameStore;
beforeAll(async () => {
  redis = await testRedis();
  server = await serve({ redis: redis.url });
  store = await redisStore(redis.url);
});
afterAll(async () => {
  await store.close();
  await server.stop();
  await redis.stop();
});

test("an act beaten to the store by another writer is refused before the game moves on", async () => {
  const t = await table(server);
  const me = t.seats[0] as Player;
  const act = legalAct(me);
  // The other writer's action: another legal one when there is a choice, so the two can be told apart.
  const theirs = me.last?.legal.at(-1) ?? act.action;
  expect(await store.append(t.game.gameId, act.version, theirs)).toBe(true);

  const from = me.messages.length;
  me.send("act", act);
  const next = await me.atVersion(act.version + 1, from);
  expect(next.version).toBe(act.version + 1);
  const after = me.messages
    .slice(from)
    .map((m) => (m.type === "game" ? `game ${(m.body as GameMessage).version}` : m.type));
  expect(after.indexOf("refused"), `the refusal comes first: ${after.join(", ")}`).toBeGreaterThanOrEqual(0);
  expect(after.indexOf("refused")).toBeLessThan(after.indexOf(`game ${act.version + 1}`));
  expect(me.refusals().at(-1)?.code).toBe("STALE");
  expect(me.acknowledged, "the act was not applied").toEqual([]);
  expect(await redisLog(redis.url, t.game.gameId)).toEqual([theirs]);
  await Promise.all(t.everyone.map((p) => p.leave()));
});
