// The balance report's headline: what a designer can act on, each figure with a 95 % interval so that a
// run of 30 games is not read as proof. A share is "off" only where its interval leaves the fair share out.
import type { SimulationResult, Tally } from "./simulate";
import { reportEn, type ReportWords } from "./words/en";

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

/** Games no one won more often than this are worth a headline: the bots (or the rules) stall. */
const NO_WINNER_LIMIT = 0.05;

/**
 * Wins per level against the fair share: a level's fair share is its seats' share of the table (one level
 * everywhere: all of it). Seats are compared with 1/players, the first seat named on its own.
 */
export function findings(
  r: SimulationResult,
  t: Tally,
  levelSeats: Record<string, number>,
  words: ReportWords = reportEn,
): Finding[] {
  const range = (s: Share) => words.range(pct(s.share), pct(s.low), pct(s.high));
  const out: Finding[] = [];
  const fairSeat = 1 / r.players;
  r.winsBySeat.forEach((w, i) => {
    const s = wilson(w, r.games);
    if (s.low > fairSeat)
      out.push({
        kind: i === 0 ? "first-seat" : "seat",
        text: words.seatAhead(i + 1, range(s), pct(fairSeat), i === 0),
      });
    if (s.high < fairSeat)
      out.push({
        kind: "seat-short",
        text: words.seatShort(i + 1, range(s), pct(fairSeat)),
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
          text: words.levelShort(l, range(s), pct(fair)),
        });
    }
  const none = wilson(r.noWinner, r.games);
  if (none.low > NO_WINNER_LIMIT)
    out.push({
      kind: "no-winner",
      text: words.noWinner(range(none), t.unfinished),
    });
  if (out.length === 0)
    out.push({
      kind: "fair",
      text: words.fair(r.games, levels.length > 1, range(none)),
    });
  return out;
}
