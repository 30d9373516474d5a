// simulateWorkersSpeedup: `simulate --workers 2` over `--workers 1`, the same 1,000 classic games (medium bots, as issue 13 measured),
// both measured in this run, alternating, median of three each (the games' own time, elapsedMs). Beside it:
// the CPU time of each (a second thread that only shares a busy core shows as more CPU, not less time), the
// load average, and `machineSpeedup`, what two threads of pure arithmetic gain here right now: on a machine
// others are using, that bounds what any worker count can show.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { ROOT } from "../test/editions";

const GAMES = 1000;

function play(workers: number): { ms: number; cpuMs: number } {
  const cmd = `TIMEFORMAT='%3U %3S'; time ${JSON.stringify(process.execPath)} bin/clue-compile.js simulate variants/classic --games ${GAMES} --seed 1 --bots medium --json --workers ${workers}`;
  const r = spawnSync("bash", ["-c", cmd], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`simulate failed: ${r.stderr}`);
  const [user, sys] = (r.stderr.trim().split("\n").pop() ?? "0 0").split(" ").map(Number);
  return { ms: (JSON.parse(r.stdout) as { elapsedMs: number }).elapsedMs, cpuMs: Math.round(((user ?? 0) + (sys ?? 0)) * 1000) };
}

const BURN = "let x = 0; for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003;";

async function machineSpeedup(): Promise<number> {
  const burn = () => {
    let x = 0;
    for (let i = 0; i < 1e8; i++) x = (x + i * 7) % 1000003;
    return x;
  };
  let t = performance.now();
  burn();
  const one = performance.now() - t;
  t = performance.now();
  const w = new Worker(BURN, { eval: true });
  burn();
  await new Promise((r) => w.on("exit", r));
  return Number(((2 * one) / (performance.now() - t)).toFixed(2));
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function run(): Promise<Record<string, unknown>> {
  play(1); // builds the CLI bundle if it is stale
  const one: { ms: number; cpuMs: number }[] = [];
  const two: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < 3; i++) {
    one.push(play(1));
    two.push(play(2));
  }
  const m1 = median(one.map((r) => r.ms));
  const m2 = median(two.map((r) => r.ms));
  return {
    simulateWorkersSpeedup: Number((m1 / Math.max(1, m2)).toFixed(2)),
    simulateWorkers: {
      games: GAMES,
      oneMs: m1,
      twoMs: m2,
      oneCpuMs: median(one.map((r) => r.cpuMs)),
      twoCpuMs: median(two.map((r) => r.cpuMs)),
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
      machineSpeedup: await machineSpeedup(),
    },
  };
}
