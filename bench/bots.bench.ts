// Computer players: games per second on one core for the medium and hard levels (classic, 4 seats), the
// hard bot's win rate against three easy bots (seats rotated), and all-hard games' suggestions and wrong
// accusations. The same figures for every edition and seat count come from `clue-compile simulate`.
import { simulate } from "../compiler/simulate";
import { loadEdition } from "../test/editions";

export async function run(): Promise<Record<string, unknown>> {
  const classic = loadEdition("classic");
  const rate = (bots: string[], games: number) => simulate(classic, { games, seed: 1, players: 4, bots });
  rate(["medium"], 20); // warm up
  const medium = rate(["medium"], 300);
  const hard = rate(["hard"], 200);
  const versus = rate(["hard", "easy", "easy", "easy"], 400);
  return {
    botGamesPerSecond: { medium: medium.gamesPerSecond, hard: hard.gamesPerSecond },
    hardVsEasyWinRate: Number(((versus.winsByLevel.hard ?? 0) / versus.games).toFixed(3)),
    hardSuggestionsPerGame: hard.suggestions.mean,
    hardWrongAccusations: hard.wrongAccusations,
  };
}
