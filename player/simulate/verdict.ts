// The balance report's headline: what a designer can act on, each figure with a 95 % interval so that a
// run of 30 games is not read as proof. A share is "off" only where its interval leaves the fair share out.
import type { SimulationResult, Tally } from "./simulate";

export interface Share {
  wins: number;
  of: number;
  share: number;
  low: number;
  high: number;
}

/** Wilson's 95 % interval for wins out of `of`: sound for small counts and shares near 0 or 1. */
export function wilson(wins: number, of: number): Share {
  if (of <= 0) return { wins, of, share: 0, low: 0, high: 1 };
  const z = 1.96;
  const p = wins / of;
  const d = 1 + (z * z) / of;
  const mid = (p + (z * z) / (2 * of)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / of + (z * z) / (4 * of * of))) / d;
  return { wins, of, share: p, low: Math.max(0, mid - half), high: Math.min(1, mid + half) };
}

export interface Finding {
  /** "fair" when nothing is off. */
  kind: "fair" | "first-seat" | "seat" | "seat-short" | "level" | "no-winner";
  text: string;
}

const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
const range = (s: Share) => `${pct(s.share)} (95 %: ${pct(s.low)} to ${pct(s.high)})`;

/** Games no one won more often than this are worth a headline: the bots (or the rules) stall. */
const NO_WINNER_LIMIT = 0.05;

/**
 * Wins per level against the fair share: a level's fair share is its seats' share of the table (one level
 * everywhere: all of it). Seats are compared with 1/players, the first seat named on its own.
 */
export function findings(r: SimulationResult, t: Tally, levelSeats: Record<string, number>): Finding[] {
  const out: Finding[] = [];
  const fairSeat = 1 / r.players;
  r.winsBySeat.forEach((w, i) => {
    const s = wilson(w, r.games);
    if (s.low > fairSeat)
      out.push({
        kind: i === 0 ? "first-seat" : "seat",
        text: `Seat ${i + 1} wins ${range(s)} of games, more than its fair share of ${pct(fairSeat)}: ${i === 0 ? "the first player has an advantage" : "this seat has an advantage"}.`,
      });
    if (s.high < fairSeat)
      out.push({
        kind: "seat-short",
        text: `Seat ${i + 1} wins ${range(s)} of games, less than its fair share of ${pct(fairSeat)}: look at what this seat's suspect starts with (its start square, how far the rooms are) and at the seats that play before it.`,
      });
  });
  const levels = Object.keys(r.winsByLevel);
  if (levels.length > 1)
    for (const l of levels) {
      const fair = (levelSeats[l] ?? 0) / r.players;
      const s = wilson(r.winsByLevel[l] ?? 0, r.games);
      if (s.high < fair)
        out.push({
          kind: "level",
          text: `The ${l} bots win ${range(s)} of games, less than their fair share of ${pct(fair)}.`,
        });
    }
  const none = wilson(r.noWinner, r.games);
  if (none.low > NO_WINNER_LIMIT)
    out.push({
      kind: "no-winner",
      text: `${range(none)} of games end without a winner${t.unfinished ? ` (${t.unfinished} stopped at the action limit)` : ""}.`,
    });
  if (out.length === 0)
    out.push({
      kind: "fair",
      text: `Fair as far as ${r.games} games can tell: no seat${levels.length > 1 ? " and no level" : ""} wins more than its share beyond chance, and ${range(none)} of games end without a winner.`,
    });
  return out;
}
