import { describe, expect, it } from "vitest";
import type { SimulationResult, Tally } from "./simulate";
import { findings, wilson } from "./verdict";

const result = (
  winsBySeat: number[],
  winsByLevel: Record<string, number>,
  noWinner = 0,
  bots = "hard",
): SimulationResult => ({
  edition: "x",
  games: winsBySeat.reduce((a, b) => a + b, 0) + noWinner,
  seed: 1,
  players: winsBySeat.length,
  bots,
  winsBySeat,
  winsByLevel,
  noWinner,
  wrongAccusations: 0,
  turns: { mean: 0, p50: 0, max: 0 },
  suggestions: { mean: 0 },
  elapsedMs: 0,
  gamesPerSecond: 0,
});
const tally = { unfinished: 0 } as Tally;

describe("the balance verdict", () => {
  it("Wilson's interval holds the share and narrows with more games", () => {
    const small = wilson(5, 20);
    const large = wilson(250, 1000);
    expect(small.low).toBeLessThan(0.25);
    expect(small.high).toBeGreaterThan(0.25);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(wilson(0, 10).low).toBe(0);
  });

  it("calls an even run fair, and names a first-seat advantage beyond chance", () => {
    expect(findings(result([50, 50, 50, 50], { hard: 200 }), tally, { hard: 4 }).map((f) => f.kind)).toEqual(["fair"]);
    // 34 % from seat 1 in 30 games is within chance; in 400 it is not.
    expect(findings(result([10, 7, 7, 6], { hard: 30 }), tally, { hard: 4 }).map((f) => f.kind)).toEqual(["fair"]);
    expect(findings(result([136, 88, 88, 88], { hard: 400 }), tally, { hard: 4 }).map((f) => f.kind)).toEqual([
      "first-seat",
    ]);
  });

  it("names a seat that wins less than its share beyond chance", () => {
    // Seat 4 at 17.5 % of 400 games: its whole interval lies under 25 %.
    const kinds = findings(result([110, 110, 110, 70], { hard: 400 }), tally, { hard: 4 }).map((f) => f.kind);
    expect(kinds).toEqual(["seat-short"]);
    expect(findings(result([10, 7, 7, 6], { hard: 30 }), tally, { hard: 4 }).map((f) => f.kind)).toEqual(["fair"]);
  });

  it("names a level below its fair share, and games without a winner", () => {
    const r = result([50, 50, 50, 40], { hard: 190, random: 0 }, 10, "hard,random,random,random");
    const kinds = findings(r, tally, { hard: 1, random: 3 }).map((f) => f.kind);
    expect(kinds).toContain("level");
    expect(findings(result([40, 40, 40, 40], { hard: 160 }, 40), tally, { hard: 4 }).map((f) => f.kind)).toEqual([
      "no-winner",
    ]);
  });
});
