// `onlineHardDecisionMs`: what one hard computer player's move costs the server's event loop, measured as the
// room makes it: `seatBots(compiled)(state, seat, "hard")` (the seat's view and legal actions worked out, the
// bot's choice), timed at every position of a few seeded all-hard games of each shipped edition, six seats
// (the most a shipped edition seats, where a hard bot has most to deduce). The bots are made lazily, so each
// seat's first move carries its bot's making, as in a room. All the while no other room's message is sent.
import { performance } from "node:perf_hooks";
import { seatBots } from "../../player/bots/seat-bots";
import { actingSeat, engineFor } from "../../player/engine";
import { EDITIONS, loadEdition } from "../../test/editions";
import { percentile } from "../stats";

const GAMES = 4;
const SEATS = 6;

/** Wall-clock milliseconds of every decision (what the loop is blocked for; process.cpuUsage counts V8's
 * helper threads too and ticks too coarsely for one decision). */
function edition(id: string): number[] {
  const compiled = loadEdition(id);
  const { apply, createGame } = engineFor(compiled);
  const wall: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const choose = seatBots(compiled);
    const seats = compiled.edition.suspects.slice(0, SEATS).map((s) => ({
      suspect: s.id,
      controller: { kind: "bot" as const, level: "hard" },
    }));
    let state = createGame({ seats, seed: 500 + g });
    for (let n = 0; !state.result && n < 5000; n++) {
      const seat = actingSeat(state);
      const t0 = performance.now();
      const action = choose(state, seat, "hard");
      wall.push(performance.now() - t0);
      const r = apply(state, action);
      if ("error" in r) throw new Error(`${id}: a hard bot's move was refused: ${r.error.message}`);
      state = r.state;
    }
  }
  return wall;
}

const r2 = (x: number) => Number(x.toFixed(2));

export interface Decisions {
  p50: number;
  /** The mean: with the pace, what a room's computer players cost the loop per second. */
  mean: number;
  p99: number;
  max: number;
  decisions: number;
  byEdition: Record<string, { p50: number; p99: number; max: number }>;
}

/** One pass over every edition's games; the JIT first warms up on classic's, as a server's does on its first rooms. */
export function hardDecisions(): Decisions {
  edition("classic");
  const all: number[] = [];
  const byEdition: Decisions["byEdition"] = {};
  for (const id of EDITIONS) {
    const sorted = edition(id).sort((a, b) => a - b);
    byEdition[id] = {
      p50: r2(percentile(sorted, 50)),
      p99: r2(percentile(sorted, 99)),
      max: r2(sorted[sorted.length - 1] ?? NaN),
    };
    all.push(...sorted);
  }
  all.sort((a, b) => a - b);
  return {
    p50: r2(percentile(all, 50)),
    mean: r2(all.reduce((a, b) => a + b, 0) / all.length),
    p99: r2(percentile(all, 99)),
    max: r2(all[all.length - 1] ?? NaN),
    decisions: all.length,
    byEdition,
  };
}
