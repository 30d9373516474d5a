// `simulate --workers N`: N threads take the games one at a time from a shared counter, so a thread that
// started late (a worker's start and warm-up) or got less of a busy machine plays fewer, and all finish
// together; each game's seed depends only on the run's seed and its number, and tallies add up in any
// order, so the merged tally is the same for any N.
// A worker is this same program started again (the CLI's entry sees it is not the main thread). It gets the
// compiled edition itself (structured clone keeps the typed arrays), so no worker reads or compiles the
// edition again. More threads than cores only share the cores and add a heap each, so N is capped.
import { availableParallelism } from "node:os";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import type { CompiledEdition } from "../../schemas/graph";
import { emptyTally, mergeTallies, playRange, type SimulateOptions, type Tally } from "./simulate";

interface Job {
  compiled: CompiledEdition;
  options: SimulateOptions;
  /** The next game nobody has taken yet, shared by every thread (a SharedArrayBuffer). */
  next: Int32Array;
}

type Message = { progress: number } | { tally: Tally };

/** The threads worth starting: what was asked, at most one per core and one per game. */
export function workerCount(asked: number, games: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(asked, cores, games));
}

export function isWorker(): boolean {
  return !isMainThread && (workerData as { clueSimulate?: Job } | null)?.clueSimulate !== undefined;
}

export function runWorker(): void {
  const job = (workerData as { clueSimulate: Job }).clueSimulate;
  // Progress in batches: a message per game would cost more than short games do.
  let pending = 0;
  const flush = () => {
    if (pending) parentPort?.postMessage({ progress: pending } satisfies Message);
    pending = 0;
  };
  const tally = playShared(job.compiled, job.options, job.next, () => {
    if (++pending >= 10) flush();
  });
  flush();
  parentPort?.postMessage({ tally } satisfies Message);
}

/** Plays games taken one at a time from `next` until none are left. */
function playShared(compiled: CompiledEdition, options: SimulateOptions, next: Int32Array, onGame?: () => void): Tally {
  const t = emptyTally(compiled, options);
  for (let g = Atomics.add(next, 0, 1); g < options.games; g = Atomics.add(next, 0, 1)) playRange(compiled, options, g, g + 1, t, onGame);
  return t;
}

/** The main thread plays too while N - 1 workers do: a thread fewer to start. */
export async function simulateParallel(compiled: CompiledEdition, options: SimulateOptions, workers: number, onGames?: (n: number) => void): Promise<Tally> {
  const entry = process.argv[1] as string;
  const n = Math.min(workers, options.games);
  const next = new Int32Array(new SharedArrayBuffer(4));
  const started = Array.from(
    { length: n - 1 },
    () =>
      new Promise<Tally>((resolve, reject) => {
        const job: Job = { compiled, options, next };
        const w = new Worker(entry, { workerData: { clueSimulate: job } });
        w.on("message", (m: Message) => ("tally" in m ? resolve(m.tally) : onGames?.(m.progress)));
        w.once("error", reject);
        w.once("exit", (code) => code !== 0 && reject(new Error(`a simulation worker stopped with code ${code}`)));
      }),
  );
  // Let the workers start before this thread is busy with its own games.
  await new Promise((r) => setImmediate(r));
  const own = playShared(compiled, options, next, () => onGames?.(1));
  const tallies = [own, ...(await Promise.all(started))];
  return tallies.reduce((a, b) => mergeTallies(a, b));
}
