// `simulate --workers N`: the games are split into N ranges, each played on a thread of its own; each game's
// seed depends only on the run's seed and its number, so the merged tally is the same for any N.
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
  from: number;
  to: number;
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
  const tally = playRange(job.compiled, job.options, job.from, job.to, emptyTally(job.compiled, job.options), () => {
    if (++pending >= 10) flush();
  });
  flush();
  parentPort?.postMessage({ tally } satisfies Message);
}

/** The main thread plays the first range itself while N - 1 workers play the rest: a thread fewer to start. */
export async function simulateParallel(compiled: CompiledEdition, options: SimulateOptions, workers: number, onGames?: (n: number) => void): Promise<Tally> {
  const entry = process.argv[1] as string;
  const n = Math.min(workers, options.games);
  const ranges = Array.from({ length: n }, (_, i) => [Math.floor((i * options.games) / n), Math.floor(((i + 1) * options.games) / n)] as const);
  const started = ranges.slice(1).map(
    ([from, to]) =>
      new Promise<Tally>((resolve, reject) => {
        const job: Job = { compiled, options, from, to };
        const w = new Worker(entry, { workerData: { clueSimulate: job } });
        w.on("message", (m: Message) => ("tally" in m ? resolve(m.tally) : onGames?.(m.progress)));
        w.once("error", reject);
        w.once("exit", (code) => code !== 0 && reject(new Error(`a simulation worker stopped with code ${code}`)));
      }),
  );
  // Let the workers start before this thread is busy with its own games.
  await new Promise((r) => setImmediate(r));
  const [from, to] = ranges[0] as readonly [number, number];
  const own = playRange(compiled, options, from, to, emptyTally(compiled, options), () => onGames?.(1));
  const tallies = [own, ...(await Promise.all(started))];
  return tallies.reduce((a, b) => mergeTallies(a, b));
}
