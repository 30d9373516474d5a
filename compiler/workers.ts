// `simulate --workers N`: the games are split into N ranges, each played on a thread of its own; each game's
// seed depends only on the run's seed and its number, so the merged tally is the same for any N.
// A worker is this same program started again (the CLI's entry sees it is not the main thread).
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { compile, type EditionInput } from "./compile";
import { emptyTally, mergeTallies, playRange, type SimulateOptions, type Tally } from "./simulate";

interface Job {
  input: EditionInput;
  options: SimulateOptions;
  from: number;
  to: number;
}

export function isWorker(): boolean {
  return !isMainThread && (workerData as { clueSimulate?: Job } | null)?.clueSimulate !== undefined;
}

export function runWorker(): void {
  const job = (workerData as { clueSimulate: Job }).clueSimulate;
  const compiled = compile(job.input).compiled;
  if (!compiled) throw new Error("the edition does not compile in a worker");
  parentPort?.postMessage(playRange(compiled, job.options, job.from, job.to, emptyTally(compiled, job.options)));
}

export async function simulateParallel(input: EditionInput, options: SimulateOptions, workers: number): Promise<Tally> {
  const entry = process.argv[1] as string;
  const n = Math.min(workers, options.games);
  const ranges = Array.from({ length: n }, (_, i) => [Math.floor((i * options.games) / n), Math.floor(((i + 1) * options.games) / n)] as const);
  const tallies = await Promise.all(
    ranges.map(
      ([from, to]) =>
        new Promise<Tally>((resolve, reject) => {
          const job: Job = { input, options, from, to };
          const w = new Worker(entry, { workerData: { clueSimulate: job } });
          w.once("message", (t: Tally) => resolve(t));
          w.once("error", reject);
          w.once("exit", (code) => code !== 0 && reject(new Error(`a simulation worker stopped with code ${code}`)));
        }),
    ),
  );
  return tallies.reduce((a, b) => mergeTallies(a, b));
}
