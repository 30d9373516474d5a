// Deduction figures (issue 4): time per update of the exact notebook (propagation + exact count) over every
// position of real games (the engine, bots of mixed levels) at 3..6 seats, classic (21 cards) and The Office
// (24 cards, face-down pool) alternately; and brute force time over ours on 4-seat openings (classic: the
// position right after the deal, which brute force takes seconds to enumerate, and the one after the first
// round of suggestions).
// Each position is timed three times back to back and its median kept: the work is deterministic, so this
// only filters out pauses from other processes and the collector, which otherwise decide the maximum.
import { deduce } from "../player/bots/deduce/deduce";
import { notebook } from "../player/bots/deduce/notebook/notebook";
import { bruteForce } from "../player/bots/deduce/testing/brute";
import { rng } from "../player/bots/deduce/testing/rng";
import type { Knowledge } from "../player/bots/deduce/types";
import { realGame } from "../player/bots/testing/real-games";
import { summarize } from "./stats";

const GAMES = 40;
const OPENING_GAMES = 3;

function gamePositions(seed: number, seats: number): Knowledge[] {
  const r = rng(seed);
  const out: Knowledge[] = [];
  for (let g = 0; g < GAMES; g++) out.push(...realGame(r, seats, g % 2 === 1).positions);
  return out;
}

function time(f: () => unknown): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

function median3(f: () => unknown): number {
  const [, mid] = [time(f), time(f), time(f)].sort((a, b) => a - b);
  return mid ?? NaN;
}

function check(k: Knowledge): void {
  const d = deduce(k);
  if (!d.ok || d.deals === 0) throw new Error("a position from a real game must be consistent");
}

export async function run(): Promise<Record<string, unknown>> {
  const bySeats: Record<string, ReturnType<typeof summarize>> = {};
  const notebookMs: Record<string, ReturnType<typeof summarize>> = {};
  const positions: Record<string, number> = {};
  // Warm-up on other games, every seat count: let the JIT compile the hot paths before timing.
  for (const seats of [3, 4, 5, 6]) for (const k of gamePositions(seats, seats).slice(0, 400)) check(k);
  for (const seats of [3, 4, 5, 6]) {
    const all = gamePositions(100 + seats, seats);
    bySeats[String(seats)] = summarize(all.map((k) => median3(() => deduce(k))));
    notebookMs[String(seats)] = summarize(all.map((k) => median3(() => notebook(k))));
    positions[String(seats)] = all.length;
  }
  let brute = 0;
  let ours = 0;
  const r = rng(7);
  for (let g = 0; g < OPENING_GAMES; g++) {
    const game = realGame(r, 4, false);
    for (const k of [game.positions[0], game.positions[4]]) {
      if (!k) continue;
      brute += time(() => bruteForce(k));
      const reps = 50;
      ours +=
        time(() => {
          for (let i = 0; i < reps; i++) deduce(k);
        }) / reps;
    }
  }
  await Promise.resolve();
  return { deductionMs: bySeats, bruteForceRatio: Math.round(brute / ours), deductionPositions: positions, notebookMs };
}
