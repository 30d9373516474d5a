// `simulate --workers N`: the main thread and N - 1 workers take games one at a time from a shared counter, so
// a thread that started late (a worker's start and warm-up) or got less of a busy machine plays fewer, and all
// finish together; each game's seed depends only on the run's seed and its number, and tallies add up in any
// order, so the merged tally is the same for any N.
// A worker is this same program started again (the CLI's entry sees it is not the main thread). The command
// starts the workers before it compiles the edition, so their start (loading the program, about 0.08 s of CPU)
// overlaps the compile instead of holding up the games; then each gets the compiled edition in a
// message (structured clone keeps the typed arrays), so no worker reads or compiles the edition again.
// What a second thread costs on two cores (issue 13; `CLUE_SIMULATE_TIMING=1` shows it): every thread's V8
// optimizes the same engine and bot functions again on V8's helper threads, what the thread's first few hundred
// games take. With one thread that work runs on the otherwise idle second core and costs no time; with two it
// takes cores from the threads that play, so two threads finish 1,000 games in about the time one does, and
// 10,000 some 1.7 times as fast. command.ts keeps that work small (a smaller inlining budget, the young
// generation collected on the playing thread), and the engine builds a game's arrays packed (shape.ts), so
// that code once optimized is not thrown away. More threads than cores only share the cores and add a heap
// each, so N is capped.
import { availableParallelism } from "node:os";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import type { CompiledEdition } from "../../schemas/graph";
import { emptyTally, mergeTallies, playRange, type SimulateOptions, type Tally } from "./simulate";
import { threadClock, type ThreadTiming } from "./timing";

interface Job {
  compiled: CompiledEdition;
  options: SimulateOptions;
  /** The next game nobody has taken yet, shared by every thread (a SharedArrayBuffer). */
  next: Int32Array;
}

type Message = { progress: number } | { tally: Tally; timing: ThreadTiming };

/** The threads worth starting: what was asked, at most one per core and one per game. */
export function workerCount(asked: number, games: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(asked, cores, games));
}

export function isWorker(): boolean {
  return !isMainThread && (workerData as { clueSimulate?: boolean } | null)?.clueSimulate === true;
}

/** A worker waits for its job, plays, and sends its tally back. */
export function runWorker(): void {
  const clock = threadClock("worker");
  parentPort?.once("message", (job: Job) => {
    // Progress in batches: a message per game would cost more than short games do.
    let pending = 0;
    const flush = () => {
      if (pending) parentPort?.postMessage({ progress: pending } satisfies Message);
      pending = 0;
    };
    const tally = playShared(job.compiled, job.options, job.next, clock, () => {
      if (++pending >= 10) flush();
    });
    flush();
    parentPort?.postMessage({ tally, timing: clock.end() } satisfies Message);
  });
}

/** Plays games taken one at a time from `next` until none are left. */
function playShared(
  compiled: CompiledEdition,
  options: SimulateOptions,
  next: Int32Array,
  clock: ReturnType<typeof threadClock>,
  onGame?: () => void,
): Tally {
  const t = emptyTally(compiled, options);
  clock.begin();
  for (let g = Atomics.add(next, 0, 1); g < options.games; g = Atomics.add(next, 0, 1)) {
    playRange(compiled, options, g, g + 1, t, onGame);
    clock.game();
  }
  return t;
}

export interface Pool {
  /** Plays the run on the main thread and the workers; the same tally for any number of them. */
  run: (
    compiled: CompiledEdition,
    options: SimulateOptions,
    onGames?: (n: number) => void,
    timings?: ThreadTiming[],
  ) => Promise<Tally>;
  /** Stops workers that will get no job (the edition had errors, or the options were wrong for it). */
  stop: () => void;
}

/**
 * Starts `threads - 1` workers now, so they load while the main thread compiles the edition. Until `run` they
 * do not keep the process alive: a usage error after the compile exits as it would without them.
 */
export function startWorkers(threads: number): Pool {
  const entry = process.argv[1] as string;
  let progress: ((n: number) => void) | undefined;
  let timings: ThreadTiming[] = [];
  const workers = Array.from({ length: threads - 1 }, () => {
    const w = new Worker(entry, { workerData: { clueSimulate: true } });
    w.unref();
    // Listening from the start: a worker that fails while the edition compiles is reported by `run`.
    const tally = new Promise<Tally>((resolve, reject) => {
      w.on("message", (m: Message) => {
        if (!("tally" in m)) return progress?.(m.progress);
        timings.push(m.timing);
        resolve(m.tally);
      });
      w.once("error", reject);
      w.once("exit", (code) => code !== 0 && reject(new Error(`a simulation worker stopped with code ${code}`)));
    });
    tally.catch(() => undefined); // not an unhandled rejection when `stop` ends a worker that never got a job
    return { w, tally };
  });
  return {
    async run(compiled, options, onGames, into = []) {
      progress = onGames;
      timings = into;
      const next = new Int32Array(new SharedArrayBuffer(4));
      for (const { w } of workers) {
        w.ref();
        w.postMessage({ compiled, options, next } satisfies Job);
      }
      const clock = threadClock("main");
      const own = playShared(compiled, options, next, clock, () => onGames?.(1));
      timings.push(clock.end());
      const tallies = [own, ...(await Promise.all(workers.map((x) => x.tally)))];
      return tallies.reduce((a, b) => mergeTallies(a, b));
    },
    stop() {
      for (const { w } of workers) void w.terminate();
    },
  };
}
