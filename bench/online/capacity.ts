// One server process under the load generator's tables: the round trip at a number of rooms, the most rooms
// the process holds within the goals, and the memory a room costs.
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { engineFor } from "../../player/engine";
import { loadEdition } from "../../test/editions";
import { freshData, serve, type Served } from "../../test/online/server";
import { startGenerator, type Generator } from "./generator";
import { health } from "./http";
import { pinning, watchCore } from "./machine";

/** The goals: a round trip's p95 and the server's event-loop utilisation a held step stays within. */
export const GOAL = { p95: 50, elu: 0.7 };
const WARM_MS = 3000;
const WINDOW_MS = 8000;

export interface Step {
  rooms: number;
  /** Rooms the server had when the window closed (a table between two games has none for a moment). */
  live: number;
  actsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  serverElu: number;
  /** The server's CPU time over the window as a share of it; below `serverElu` when it waited for its core. */
  serverCpu: number;
  /** Milliseconds of the server's CPU per act: what a change to the server saves, whoever else shares the core. */
  serverCpuMsPerAct: number;
  /** How busy the server's core was with anything, the server included (null: not pinned, or not Linux). */
  serverCoreBusy: number | null;
  generatorElu: number;
  generatorCpu: number;
  refused: number;
  held: boolean;
  /** Why a step did not hold; "generator" when the load generator was itself past the utilisation limit. */
  limit?: "p95" | "serverElu" | "generator";
}

export interface Session {
  server: Served;
  gen: Generator;
}

/**
 * A server (started with --expose-gc, so the health route can collect first) and a generator, pinned apart.
 * `serverFlags`: more of Node's flags for the server, e.g. --cpu-prof (hold.ts).
 */
export async function session<T>(f: (s: Session) => Promise<T>, o: { serverFlags?: string[] } = {}): Promise<T> {
  const cpus = pinning();
  const have = engineFor(loadEdition("classic")).hash;
  // Its games' logs go in a folder of its own, removed after.
  const data = freshData();
  const server = await serve({ data, cpus: cpus.server, env: { NODE_OPTIONS: "--expose-gc" }, flags: o.serverFlags });
  try {
    const gen = await startGenerator(server, have, cpus.generator);
    try {
      return await f({ server, gen });
    } finally {
      await gen.stop();
    }
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
}

const r = (x: number, d = 1) => Number(x.toFixed(d));

/** Plays `rooms` tables at once, warms up, then measures one window. */
export async function step({ server, gen }: Session, rooms: number): Promise<Step> {
  await gen.size(rooms);
  await gen.window(WARM_MS);
  const core = watchCore(pinning().server);
  await health(server.url);
  const w = await gen.window(WINDOW_MS);
  const h = await health(server.url);
  const busy = core.done();
  const over = w.p95 > GOAL.p95 || h.elu > GOAL.elu;
  const limit = !over ? undefined : w.elu > GOAL.elu ? "generator" : w.p95 > GOAL.p95 ? "p95" : "serverElu";
  return {
    rooms,
    live: h.rooms,
    actsPerSecond: r(w.count / (WINDOW_MS / 1000)),
    p50: r(w.p50),
    p95: r(w.p95),
    p99: r(w.p99),
    serverElu: r(h.elu, 2),
    serverCpu: r(h.cpu, 2),
    serverCpuMsPerAct: r((h.cpu * WINDOW_MS) / Math.max(1, w.count), 2),
    serverCoreBusy: busy === null ? null : r(busy, 2),
    generatorElu: r(w.elu, 2),
    generatorCpu: r(w.cpu, 2),
    refused: Object.values(w.refusals).reduce((a, b) => a + b, 0),
    held: !over,
    ...(limit && { limit }),
  };
}

/**
 * The server's heap and resident set after a full collection, with the tables paused mid-game and every one
 * of them in a room (a table between two games joins its next while paused: tables that finished together
 * can take seconds to, on a server past its limit).
 */
export async function memory(
  { server, gen }: Session,
  rooms: number,
): Promise<{ rooms: number; heap: number; rss: number }> {
  await gen.pause();
  for (let i = 0; i < 120 && (await health(server.url)).rooms < rooms; i++) await sleep(250);
  const h = await health(server.url, true);
  await gen.resume();
  if (!h.collected) throw new Error("the server did not collect garbage: was it started with --expose-gc?");
  return { rooms: h.rooms, heap: h.heapUsed, rss: h.rss };
}

/** Kilobytes per room: the least-squares slope of memory over the rooms live. */
export function perRoomKb(points: { rooms: number; heap: number; rss: number }[]): { heap: number; rss: number } {
  const slope = (y: (p: (typeof points)[number]) => number) => {
    const n = points.length;
    const mx = points.reduce((a, p) => a + p.rooms, 0) / n;
    const my = points.reduce((a, p) => a + y(p), 0) / n;
    const sxy = points.reduce((a, p) => a + (p.rooms - mx) * (y(p) - my), 0);
    const sxx = points.reduce((a, p) => a + (p.rooms - mx) ** 2, 0);
    return sxx === 0 ? NaN : r(sxy / sxx / 1024);
  };
  return { heap: slope((p) => p.heap), rss: slope((p) => p.rss) };
}
