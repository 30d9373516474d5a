// GET /api/health: the event loop's utilisation over the interval since the previous request (busy and idle
// intervals told apart), the process's rooms and memory, and a full collection only where a process was
// started to allow one (--expose-gc: the benchmarks), never on a stranger's `?gc=1` otherwise.
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthMeter, type Health } from "./health";
import { routes } from "./http";
import type { GameStore } from "./store/store";

/** Keeps the event loop busy, as a room's work would, for `ms`. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe("the health meter", () => {
  it("reads a busy interval as busy and an idle one as idle", async () => {
    const meter = healthMeter();
    await sleep(5);
    meter(false);
    busy(200);
    const hot = meter(false);
    await sleep(200);
    const cold = meter(false);
    expect(hot.elu).toBeGreaterThan(0.5);
    expect(cold.elu).toBeLessThan(0.5);
    expect(hot.overMs).toBeGreaterThanOrEqual(200);
  });

  it("collects garbage only when asked and only where the process allows it", () => {
    const g = globalThis as { gc?: () => void };
    const before = g.gc;
    let collected = 0;
    try {
      g.gc = undefined;
      expect(healthMeter()(true).collected).toBe(false);
      g.gc = () => void (collected += 1);
      const meter = healthMeter();
      expect(meter(false).collected).toBe(false);
      expect(collected).toBe(0);
      expect(meter(true).collected).toBe(true);
      expect(collected).toBe(1);
    } finally {
      g.gc = before;
    }
  });
});

describe("GET /api/health", () => {
  let server: Server;
  let url = "";
  beforeAll(async () => {
    const handle = routes({
      store: {} as GameStore,
      editions: { builtins: new Map(), readUpload: () => ({ code: "NO", message: "no" }) },
      origin: "http://127.0.0.1",
      log: () => {},
      files: { root: tmpdir(), connect: "'self'" },
    });
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/health`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("answers the process's load and memory, and no rooms in a process without any", async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const h = (await res.json()) as Health;
    expect(h.rooms).toBe(0);
    expect(h.elu).toBeGreaterThanOrEqual(0);
    expect(h.elu).toBeLessThanOrEqual(1);
    expect(h.rss).toBeGreaterThan(h.heapUsed);
    expect(h.heapUsed).toBeGreaterThan(0);
    expect((await (await fetch(`${url}?gc=1`)).json()) as Health).toMatchObject({ collected: false });
  });
});
