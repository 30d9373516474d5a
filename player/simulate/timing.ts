// `CLUE_SIMULATE_TIMING=1` (or `=json`): where a run's time and cores go, on stderr, for issue 13 (workers that help).
// Off by default, and then nothing is read or printed. Times are ms since the process started (each thread's
// clock is turned into the main thread's); CPU is each thread's own, from /proc/thread-self/schedstat (the
// time it ran, and the time it was ready but waited for a core: a busy machine shows there, not in "ran").
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

const timing = process.env.CLUE_SIMULATE_TIMING !== undefined && process.env.CLUE_SIMULATE_TIMING !== "";

/** Epoch ms, the same clock on every thread. */
const now = (): number => performance.timeOrigin + performance.now();

function schedstat(path: string): { ran: number; waited: number } {
  try {
    const [ran = 0, waited = 0] = readFileSync(path, "utf8").trim().split(" ").map(Number);
    return { ran: ran / 1e6, waited: waited / 1e6 };
  } catch {
    return { ran: NaN, waited: NaN };
  }
}

const threadId = (): string => {
  try {
    return readlinkSync("/proc/thread-self").split("/").pop() ?? "";
  } catch {
    return "";
  }
};

/** This thread's CPU so far. */
const threadCpu = () => schedstat("/proc/thread-self/schedstat");

/** A moment of the main thread: its name, when, and the CPU the main thread had run by then. */
export type Mark = [name: string, at: number, ran: number];

export const mark = (name: string): Mark => (timing ? [name, now(), threadCpu().ran] : [name, 0, 0]);

/** What one thread that played games says about itself. */
export interface ThreadTiming {
  name: string;
  /** The thread's id in /proc/self/task. */
  tid: string;
  /** Epoch ms: the thread's code started (a worker: its module loaded), its first game began, its last ended. */
  started: number;
  firstGame: number;
  done: number;
  games: number;
  /** ms the first game took (the engine's and bots' tables of the edition are built in it), and the first 20. */
  firstMs: number;
  warmMs: number;
  /** CPU ms (ran) of the first game, and of the first 20. */
  firstRan: number;
  warmRan: number;
  /** CPU ms (ran, and waited for a core) before its first game, and from then to its last. */
  ranBefore: number;
  ran: number;
  waited: number;
}

/** Counts one thread's games: the timing fields cost a clock read per game, and only when asked. */
export function threadClock(name: string, started = now()) {
  const t: ThreadTiming = {
    name,
    tid: timing ? threadId() : "",
    started,
    firstGame: 0,
    done: 0,
    games: 0,
    firstMs: 0,
    warmMs: 0,
    firstRan: 0,
    warmRan: 0,
    ranBefore: 0,
    ran: 0,
    waited: 0,
  };
  let before = { ran: 0, waited: 0 };
  return {
    game(): void {
      if (!timing) return;
      t.games++;
      if (t.games === 1) [t.firstMs, t.firstRan] = [now() - t.firstGame, threadCpu().ran - before.ran];
      if (t.games === 20) [t.warmMs, t.warmRan] = [now() - t.firstGame, threadCpu().ran - before.ran];
    },
    begin(): void {
      if (!timing || t.firstGame) return;
      t.firstGame = now();
      before = threadCpu();
      t.ranBefore = before.ran;
    },
    end(): ThreadTiming {
      if (!timing) return t;
      t.done = now();
      const after = threadCpu();
      t.ran = after.ran - before.ran;
      t.waited = after.waited - before.waited;
      return t;
    },
  };
}

const fmt = (x: number) => Math.round(x).toString().padStart(6);

/** CPU ms each thread other than the main one has run so far (workers, V8's and libuv's helpers), by thread id. */
export function otherThreadsCpu(): Map<string, number> {
  const ran = new Map<string, number>();
  if (!timing) return ran;
  for (const task of readdirSync("/proc/self/task"))
    if (task !== String(process.pid)) ran.set(task, schedstat(`/proc/self/task/${task}/schedstat`).ran);
  return ran;
}

/** Prints the phases of the run and each thread's share, and what every thread of the process ran. */
export function printTiming(phases: Mark[], threads: ThreadTiming[], othersBefore: Map<string, number>): void {
  if (!timing) return;
  const origin = performance.timeOrigin;
  const lines = ["simulate timing (ms since the process started; CPU the main thread had run by then):"];
  for (const [name, at, ran] of phases) lines.push(`  ${name.padEnd(28)}${fmt(at - origin)}${fmt(ran)}`);
  lines.push(
    "  thread    started 1st game   done  games   1st first20 ranBefore  ran waited  (ran, waited: during its games; then CPU of its 1st game, first 20)",
  );
  for (const t of threads)
    lines.push(
      `  ${t.name.padEnd(8)}${fmt(t.started - origin)}${fmt(t.firstGame - origin)}${fmt(t.done - origin)}${fmt(t.games)}${fmt(t.firstMs)}${fmt(t.warmMs)}${fmt(t.ranBefore)}${fmt(t.ran)}${fmt(t.waited)}${fmt(t.firstRan)}${fmt(t.warmRan)}`,
    );
  // V8's helper threads (optimizing compilers, garbage collection) serve every thread; they live as long as the
  // process, while a worker's thread may be gone already.
  const workers = new Set(threads.map((t) => t.tid));
  let helpers = 0;
  for (const [tid, ran] of otherThreadsCpu()) if (!workers.has(tid)) helpers += ran - (othersBefore.get(tid) ?? 0);
  const cpu = process.cpuUsage();
  const played = threads.reduce((a, t) => a + t.ran, 0);
  const games = threads.reduce((a, t) => a + t.games, 0);
  lines.push(
    `  during the games: game threads ran ${Math.round(played)}, helper threads ran ${Math.round(helpers)}; per game ${((played + helpers) / Math.max(1, games)).toFixed(2)}`,
  );
  lines.push(`  process user+sys in all ${Math.round((cpu.user + cpu.system) / 1000)}`);
  const since = (at: number) => Math.round(at - origin);
  const out = {
    phases: Object.fromEntries(phases.map(([n, at, ran]) => [n, { at: since(at), ran: Math.round(ran) }])),
    threads: threads.map((t) => ({
      ...t,
      started: since(t.started),
      firstGame: since(t.firstGame),
      done: since(t.done),
      firstMs: Math.round(t.firstMs),
      warmMs: Math.round(t.warmMs),
      firstRan: Math.round(t.firstRan),
      warmRan: Math.round(t.warmRan),
      ranBefore: Math.round(t.ranBefore),
      ran: Math.round(t.ran),
      waited: Math.round(t.waited),
    })),
    gameThreadsMs: Math.round(played),
    helperThreadsMs: Math.round(helpers),
  };
  process.stderr.write(
    process.env.CLUE_SIMULATE_TIMING === "json" ? `${JSON.stringify(out)}\n` : lines.join("\n") + "\n",
  );
}
