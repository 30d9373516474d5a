// Computer players, measured as a designer runs them: `clue-compile simulate` in a process of its own, on one
// core (no --workers), classic, 4 seats. Games per second for the medium and hard levels (the median of
// three runs), the hard bot's win rate against three easy bots (seats rotated), and all-hard games'
// suggestions and wrong accusations. The same figures for every edition and seat count come from the same
// command with other arguments.
import { spawnSync } from "node:child_process";
import type { SimulationResult } from "../compiler/simulate";
import { ROOT } from "../test/editions";

function simulate(bots: string, games: number, seed: number): SimulationResult {
  const args = [`${ROOT}bin/clue-compile.js`, "simulate", `${ROOT}variants/classic`, "--games", String(games), "--seed", String(seed), "--players", "4", "--bots", bots, "--json"];
  const r = spawnSync(process.execPath, args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`simulate ${bots} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as SimulationResult;
}

const median = (runs: SimulationResult[]) => runs.map((r) => r.gamesPerSecond).sort((a, b) => a - b)[1] ?? 0;

export async function run(): Promise<Record<string, unknown>> {
  const medium = [1, 2, 3].map((seed) => simulate("medium", 10_000, seed));
  const hard = [1, 2, 3].map((seed) => simulate("hard", 3000, seed));
  const versus = simulate("hard,easy,easy,easy", 2000, 1);
  const allHard = hard[0] as SimulationResult;
  await Promise.resolve();
  return {
    botGamesPerSecond: { medium: median(medium), hard: median(hard) },
    hardVsEasyWinRate: Number(((versus.winsByLevel.hard ?? 0) / versus.games).toFixed(3)),
    hardSuggestionsPerGame: allHard.suggestions.mean,
    hardWrongAccusations: allHard.wrongAccusations,
  };
}
