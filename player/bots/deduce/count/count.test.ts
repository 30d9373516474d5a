// Exact probabilities against the brute-force enumerator on random positions from real 3- and 4-seat games
// (the engine, bots of mixed levels; classic and The Office), and from simulated games whose events are
// rarer in play (wrong accusations, hands laid face up, peeks). Positions whose enumeration would try more
// than BUDGET hands are skipped (the budget looks only at the position, never at our answer).
import { describe, expect, it } from "vitest";
import { deduce } from "../deduce";
import { cell, NO, YES } from "../grid";
import { bruteForce } from "../testing/brute";
import { everyRealPosition, realPositions } from "../../testing/real-games";
import { positions } from "../testing/positions";
import { rng } from "../testing/rng";
import { quick } from "../../../../test/quick";

const BUDGET = 400_000;
const PER_SEATS = 520;
// The quick tier: fewer positions. Past the positions wanted, the walk goes on to the first one where the
// count settles a cell propagation leaves open (found by the count alone, then checked by brute force too),
// so every case shows the count right beyond the grid. Of real games, that walk reads every position of each
// next game, not four: about one game in eight holds such a position, one of four picked at random per game
// about one in 450 (the 3-seat real games walked some 110 games to find one, the most of this file's CPU).
const REAL_3 = quick(PER_SEATS, 60);
const REAL_4 = quick(PER_SEATS, 5);
/** The most positions walked in search of one beyond the grid (the sources never end). */
const WALK = 2000;
const PER_SEATS_LATE = quick(150, 30);
// Brute force takes nearly all of it (some 25 s of CPU for the 4-seat real games, most on positions it gives up
// on); on a loaded machine that is past the default timeout.
const SLOW = 600_000;

/** Whether the count settles a cell that propagation leaves open. */
function goesBeyond(d: Extract<ReturnType<typeof deduce>, { ok: true }>): boolean {
  return d.cells.some((v, i) => {
    const said = cell(d.grid, Math.floor(i / d.holderCount), i % d.holderCount);
    return v !== "maybe" && said !== YES && said !== NO;
  });
}

describe("exact probabilities equal brute force", () => {
  const cases = [
    ["real", 3, REAL_3],
    ["real", 4, REAL_4],
    ["simulated", 3, PER_SEATS_LATE],
    ["simulated", 4, PER_SEATS_LATE],
    ["simulated", 5, PER_SEATS_LATE],
    ["simulated", 6, PER_SEATS_LATE],
  ] as const;
  for (const [source, seats, wanted] of cases) {
    it(
      `on ${wanted} positions of ${source} games at ${seats} seats${seats > 4 ? " (those brute force can reach)" : ""}, and on to one the count settles beyond the grid`,
      () => {
        let compared = 0;
        let certain = 0;
        let beyond = 0;
        // Four positions at random from each game until enough are compared, then every position of each next game.
        const real = function* (r = rng(2000 + seats)) {
          for (const p of realPositions(r, seats, 4)) {
            if (compared >= wanted) break;
            yield p;
          }
          yield* everyRealPosition(r, seats);
        };
        const from = source === "real" ? real() : positions(rng(1000 + seats), seats, 4);
        let walked = 0;
        for (const { knowledge } of from) {
          if ((compared >= wanted && beyond > 0) || ++walked > WALK) break;
          const d = deduce(knowledge);
          if (!d.ok) throw new Error(d.error.message);
          if (compared >= wanted && !goesBeyond(d)) continue;
          const b = bruteForce(knowledge, BUDGET);
          if (!b) continue;
          expect(b.deals).toBeGreaterThan(0);
          expect(d.deals).toBe(b.deals);
          for (let i = 0; i < b.count.length; i++) {
            const exact = (b.count[i] ?? 0) / b.deals;
            expect(Math.abs((d.p[i] ?? 0) - exact)).toBeLessThan(1e-9);
            // Certain cells are exactly the ones no deal / every deal agrees on.
            expect(d.cells[i] === "no").toBe(b.count[i] === 0);
            expect(d.cells[i] === "yes").toBe(b.count[i] === b.deals);
            if (d.cells[i] !== "maybe") certain++;
            const c = Math.floor(i / d.holderCount);
            const h = i % d.holderCount;
            const said = cell(d.grid, c, h);
            if (said === YES) expect(d.cells[i]).toBe("yes");
            if (said === NO) expect(d.cells[i]).toBe("no");
            if (said !== YES && said !== NO && d.cells[i] !== "maybe") beyond++;
          }
          compared++;
        }
        expect(compared).toBeGreaterThanOrEqual(wanted);
        expect(certain).toBeGreaterThan(0);
        expect(beyond).toBeGreaterThan(0);
      },
      SLOW,
    );
  }
});
