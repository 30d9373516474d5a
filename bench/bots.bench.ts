// Computer players: games per second on one core for the medium and hard levels (classic, 4 seats; the
// median of three runs after a warm-up), the hard bot's win rate against three easy bots (seats rotated),
// and all-hard games' suggestions and wrong accusations. The same figures for every edition and seat count
// come from `clue-compile simulate`.
import { simulate, type SimulationResult } from "../compiler/simulate";
import { loadEdition } from "../test/editions";

export async function run(): Promise<Record<string, unknown>> {
  const classic = loadEdition("classic");
  const rate = (bots: string[], games: number, seed = 1) => simulate(classic, { games, seed, players: 4, bots });
  const median = (runs: SimulationResult[]) => runs.map((r) => r.gamesPerSecond).sort((a, b) => a - b)[1] ?? 0;
  // Warm up: the engine's move tables fill lazily, and the JIT settles.
  rate(["medium"], 500, 99);
  rate(["hard"], 100, 99);
  const medium = [1, 2, 3].map(() => rate(["medium"], 3000));
  const hard = [1, 2, 3].map(() => rate(["hard"], 1000));
  const versus = rate(["hard", "easy", "easy", "easy"], 1000);
  const allHard = hard[0] as SimulationResult;
  return {
    botGamesPerSecond: { medium: median(medium), hard: median(hard) },
    hardVsEasyWinRate: Number(((versus.winsByLevel.hard ?? 0) / versus.games).toFixed(3)),
    hardSuggestionsPerGame: allHard.suggestions.mean,
    hardWrongAccusations: allHard.wrongAccusations,
  };
}
