// The load generator: a process of its own (pinned to a core the server does not use), holding the tables and
// answering its parent's commands over the IPC channel:
//   {size: n}    start tables (or stop the last ones) until n play at once; answers {tables, failed}
//   {window: ms} measure for ms: answers the round trips (hdr-histogram), refusals, games ended, and this
//                process's own event-loop utilisation (1 means the generator, not the server, set the pace)
//   {pause: true} / {resume: true}   stop acting (answers once no act is unanswered) and start again
//   {stop: true} leave every game and exit
// Argument: a JSON {http, ws, have}.
import { performance } from "node:perf_hooks";
import { build } from "hdr-histogram-js";
import { Table } from "./table";

interface Args {
  http: string;
  ws: string;
  have: string;
}
const args = JSON.parse(process.argv[2] ?? "{}") as Args;

/** Microseconds, from 1 µs to 60 s, three significant digits. */
const newHistogram = () =>
  build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
let histogram = newHistogram();
let refusals: Record<string, number> = {};
let games = 0;
const meter = {
  roundTrip: (ms: number) => histogram.recordValue(Math.max(1, Math.round(ms * 1000))),
  refused: (code: string) => (refusals[code] = (refusals[code] ?? 0) + 1),
  gameOver: () => (games += 1),
};

const tables: Table[] = [];
/** Loopback answers on all of 127/8; 64 addresses stand for 64 hosts creating games. */
const address = (i: number) => `127.0.0.${2 + (i % 64)}`;

async function size(n: number) {
  await Promise.all(tables.splice(n).map((t) => t.stop()));
  let failed = 0;
  // A few at a time: joining is the matchmaker's busiest moment, and the server is playing all the while.
  while (tables.length < n) {
    const batch = Array.from({ length: Math.min(20, n - tables.length) }, (_, k) => {
      const i = tables.length + k;
      return new Table({ ...args, localAddress: address(i), seed: i + 1, meter });
    });
    const started = await Promise.allSettled(batch.map((t) => t.start()));
    started.forEach((r, k) => (r.status === "fulfilled" ? tables.push(batch[k] as Table) : (failed += 1)));
    if (failed > n) throw new Error(`tables do not start: ${String((started[0] as PromiseRejectedResult).reason)}`);
  }
  return { tables: tables.length, failed };
}

async function window(ms: number) {
  histogram = newHistogram();
  refusals = {};
  games = 0;
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, ms));
  const elu = performance.eventLoopUtilization(elu0).utilization;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1000 / (performance.now() - t0);
  const at = (p: number) => histogram.getValueAtPercentile(p) / 1000;
  return {
    count: histogram.totalCount,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: histogram.maxValue / 1000,
    elu,
    cpu,
    refusals,
    games,
    decoded: tables.reduce((n, t) => n + t.decoded, 0),
  };
}

async function pause() {
  for (const t of tables) t.pause();
  for (let i = 0; i < 200 && tables.some((t) => t.waiting > 0); i++) await new Promise((r) => setTimeout(r, 25));
  return { waiting: tables.reduce((n, t) => n + t.waiting, 0) };
}

type Command = { size: number } | { window: number } | { pause: true } | { resume: true } | { stop: true };

async function answer(c: Command): Promise<unknown> {
  if ("size" in c) return size(c.size);
  if ("window" in c) return window(c.window);
  if ("pause" in c) return pause();
  if ("resume" in c) {
    for (const t of tables) t.resume();
    return {};
  }
  await Promise.all(tables.map((t) => t.stop()));
  setImmediate(() => process.exit(0));
  return {};
}

process.on("message", (c: Command) => {
  answer(c).then(
    (r) => process.send?.({ ok: r }),
    (e: unknown) => process.send?.({ error: (e as Error).message }),
  );
});
process.send?.({ ready: true });
