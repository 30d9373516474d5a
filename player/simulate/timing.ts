// `CLUE_SIMULATE_TIMING=1`: where a run's time and cores go, on stderr, for issue 13 (workers that help).
// Off by default, and then nothing is read or printed. Times are ms since the process started (each thread's
// clock is turned into the main thread's); CPU is each thread's own, from /proc/thread-self/schedstat (the
// time it ran, and the time it was ready but waited for a core: a busy machine shows there, not in "ran").
import { readdirSync, readFileSync } from "node:fs";

export const timing = process.env.CLUE_SIMULATE_TIMING !== undefined && process.env.CLUE_SIMULATE_TIMING !== "";

/** Epoch ms, the same clock on every thread. */
export const now = (): number => performance.timeOrigin + performance.now();

function schedstat(path: string): { ran: number; waited: number } {
  try {
    const [ran = 0, waited = 0] = readFileSync(path, "utf8").trim().split(" ").map(Number);
    return { ran: ran / 1e6, waited: waited / 1e6 };
  } catch {
    return { ran: NaN, waited: NaN };
  }
}

/** This thread's CPU so far. */
export const threadCpu = () => schedstat("/proc/thread-self/schedstat");

/** What one thread that played games says about itself. */
export interface ThreadTiming {
  name: string;
  /** Epoch ms: the thread's code started (a worker: its module loaded), its first game began, its last ended. */
  started: number;
  firstGame: number;
  done: number;
  games: number;
  /** ms the first 20 games took (warm-up). */
  warmMs: number;
  /** CPU ms (ran, and waited for a core) before its first game, and from then to its last. */
  ranBefore: number;
  ran: number;
  waited: number;
}

/** Counts one thread's games: the timing fields cost a clock read per game, and only when asked. */
export function threadClock(name: string, started = now()) {
  const t: ThreadTiming = { name, started, firstGame: 0, done: 0, games: 0, warmMs: 0, ranBefore: 0, ran: 0, waited: 0 };
  let before = { ran: 0, waited: 0 };
  return {
    game(): void {
      if (!timing) return;
      t.games++;
      if (t.games === 20) t.warmMs = now() - t.firstGame;
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

/** CPU ms the threads other than the main one have run so far: V8's and libuv's helpers, and live workers. */
export function otherThreadsCpu(): number {
  if (!timing) return 0;
  let ran = 0;
  for (const task of readdirSync("/proc/self/task")) if (task !== String(process.pid)) ran += schedstat(`/proc/self/task/${task}/schedstat`).ran;
  return ran;
}

/** Prints the phases of the run and each thread's share, and what every thread of the process ran. */
export function printTiming(phases: [string, number][], threads: ThreadTiming[], othersBefore: number): void {
  if (!timing) return;
  const origin = performance.timeOrigin;
  const lines = ["simulate timing (ms since the process started):"];
  for (const [name, at] of phases) lines.push(`  ${name.padEnd(28)}${fmt(at - origin)}`);
  lines.push("  thread    started 1st game   done  games first20 ranBefore  ran waited  (ran, waited: during its games)");
  for (const t of threads)
    lines.push(`  ${t.name.padEnd(8)}${fmt(t.started - origin)}${fmt(t.firstGame - origin)}${fmt(t.done - origin)}${fmt(t.games)}${fmt(t.warmMs)}${fmt(t.ranBefore)}${fmt(t.ran)}${fmt(t.waited)}`);
  // Workers that ended are gone from /proc; V8's helper threads (compilers, garbage collection) serve them all.
  const workers = threads.filter((t) => t.name === "worker").reduce((a, t) => a + t.ranBefore + t.ran, 0);
  const others = otherThreadsCpu() - othersBefore;
  const cpu = process.cpuUsage();
  lines.push(`  during the games: helper threads ran ${Math.round(others - workers)} (and workers' own threads ${Math.round(workers)}); process user+sys in all ${Math.round((cpu.user + cpu.system) / 1000)}`);
  process.stderr.write(lines.join("\n") + "\n");
}
