// Computer players, measured as a designer runs them: `clue-compile simulate` in a process of its own, on one
// core (no --workers). Games per second for the medium and hard levels (classic, 4 seats, the median of
// three runs); the hard bot against three easy bots; all-hard games' suggestions and wrong accusations; the
// hard bot against medium ones in every edition and seat count the issue names (hard rotated through every
// seat by simulate's level list), as its wins over its fair share with a 95 % interval; the share of the
// hard bot's accusations that were wrong (against medium bots, and against players that name their own
// cards); and, in this process, the slowest single decision of a hard bot at 6 seats (what a Worker would
// stall on). The hard bot against players of other styles is styles.ts's.
import { spawnSync } from "node:child_process";
import { ROOT } from "../test/editions";
import { performance } from "node:perf_hooks";
import { actingSeat, engineFor, type ActionType } from "../player/engine";
import { botsFor } from "../player/bots/game";
import { loadEdition } from "../test/editions";
import { percentile } from "./stats";
import { styleFigures } from "./styles";

/** The fields of `simulate --json` read here (DESIGN.md section 3). */
interface SimulationResult {
  games: number;
  winsByLevel: Record<string, number>;
  wrongAccusations: number;
  noWinner: number;
  suggestions: { mean: number };
  gamesPerSecond: number;
}

function simulate(edition: string, players: number, bots: string, games: number, seed: number): SimulationResult {
  const args = [
    `${ROOT}bin/clue-compile.js`,
    "simulate",
    `${ROOT}variants/${edition}`,
    "--games",
    String(games),
    "--seed",
    String(seed),
    "--players",
    String(players),
    "--bots",
    bots,
    "--json",
  ];
  const r = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`simulate ${edition} ${bots} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as SimulationResult;
}

/**
 * Issue 13's all-hard 10-seat games (the Master Detective-sized test edition), one process, one core: games
 * per second of the wall clock (what simulate reports) and per second of the playing thread's own CPU
 * (CLUE_SIMULATE_TIMING), which a machine others are using does not bend.
 */
function hardTenSeats(games: number): { wall: number; cpu: number } {
  const args = [
    `${ROOT}bin/clue-compile.js`,
    "simulate",
    `${ROOT}test/fixtures/valid/master-detective`,
    "--games",
    String(games),
    "--seed",
    "1",
    "--players",
    "10",
    "--bots",
    "hard",
    "--json",
  ];
  const r = spawnSync(process.execPath, args, {
    encoding: "utf8",
    maxBuffer: 1 << 24,
    env: { ...process.env, CLUE_SIMULATE_TIMING: "json" },
  });
  if (r.status !== 0) throw new Error(`simulate master-detective hard failed: ${r.stderr}`);
  const timing = JSON.parse(r.stderr.trim().split("\n").pop() ?? "{}") as { gameThreadsMs?: number };
  const ms = timing.gameThreadsMs ?? NaN;
  return {
    wall: (JSON.parse(r.stdout) as SimulationResult).gamesPerSecond,
    cpu: Number(((games * 1000) / ms).toFixed(2)),
  };
}

const median = (runs: SimulationResult[]) => runs.map((r) => r.gamesPerSecond).sort((a, b) => a - b)[1] ?? 0;
const round = (x: number) => Number(x.toFixed(3));

/** The hard bot against medium ones: where, how many seats, how many games. */
const VERSUS: readonly { edition: string; players: number }[] = [
  { edition: "classic", players: 3 },
  { edition: "classic", players: 4 },
  { edition: "classic", players: 6 },
  { edition: "the-office", players: 4 },
];
const VERSUS_GAMES = 2000;

export interface Share {
  share: number;
  /** 95 % interval (normal approximation to the binomial: 2,000 games and shares near 0.3 make it a fair one). */
  ci95: [number, number];
  wins: number;
  games: number;
}

export function shareOf(wins: number, games: number, players: number): Share {
  const p = wins / Math.max(1, games);
  const se = Math.sqrt((p * (1 - p)) / Math.max(1, games));
  return {
    share: round(p * players),
    ci95: [round((p - 1.96 * se) * players), round((p + 1.96 * se) * players)],
    wins,
    games,
  };
}

/**
 * The time of every single decision of hard bots (all seats hard, so every kind of position comes up),
 * played in this process: the slowest is what would stall a game in the player's Worker.
 */
export function hardDecisionTimes(
  edition: string,
  players: number,
  games: number,
): { max: number; p99: number; wallMax: number; decisions: number } {
  const compiled = loadEdition(edition);
  const { apply, createGame, legalActions, legalTypes, viewFor } = engineFor(compiled);
  const times: number[] = [];
  const wall: number[] = [];
  for (let g = 0; g < games; g++) {
    const levels = Array<string>(players).fill("hard");
    const bots = botsFor(compiled, levels, 1000 + g);
    const seats = levels.map((level, i) => ({
      suspect: compiled.edition.suspects[i]?.id as string,
      controller: { kind: "bot" as const, level },
    }));
    let state = createGame({ seats, seed: 1000 + g });
    for (let n = 0; !state.result && n < 5000; n++) {
      const seat = actingSeat(state);
      const view = viewFor(state, seat, { log: false });
      const current = state;
      const legal = {
        types: legalTypes(current, seat),
        list: (t: ActionType) => legalActions(current, seat, t),
      };
      // CPU time, not the wall clock: on a shared machine a decision is often stopped by the scheduler,
      // which a Worker on a player's own machine is not (the wall clock's slowest is reported beside it).
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const action = bots[seat]!(view, legal);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      times.push((c.user + c.system) / 1000);
      const r = apply(state, action);
      if ("error" in r) throw new Error(r.error.message);
      state = r.state;
    }
  }
  // The first games warm the JIT up; a page warms up the same way in its first game.
  const warm = Math.floor(times.length / 10);
  const sorted = times.slice(warm).sort((a, b) => a - b);
  const wallMax = Math.max(...wall.slice(warm));
  return {
    max: Number((sorted[sorted.length - 1] ?? 0).toFixed(2)),
    p99: Number(percentile(sorted, 99).toFixed(2)),
    wallMax: Number(wallMax.toFixed(2)),
    decisions: times.length,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const styles = styleFigures();
  if (process.env.CLUE_BOTS_BENCH === "styles")
    return { hardVsStyleShare: styles.hardVsStyleShare, hardWrongAccusationRateVs: styles.wrongRates };
  // Many cards and seats (issue 13): 10 hard bots in the Master Detective-sized test edition, three runs at
  // the start, after the shares and at the end (this machine's speed drifts over minutes), the median. Runs
  // of 200 games (issue 30): in the 40 games measured before, the start of V8's optimizing (the first games
  // played by unoptimized code, and on one core its compiling threads) was a third of the time, where a
  // designer's run of a few hundred games hardly sees it; the 40-game figure is kept as hardTenSeatsShort.
  const TEN = 200;
  const tenSeats = [hardTenSeats(TEN)];
  const tenShort = hardTenSeats(40);
  // What a designer's short run reports (issue 30): 3,000 games of medium bots, one thread, median of three.
  const mediumShort = [1, 2, 3].map((seed) => simulate("classic", 4, "medium", 3000, seed));
  const medium = [1, 2, 3].map((seed) => simulate("classic", 4, "medium", 10_000, seed));
  const hard = [1, 2, 3].map((seed) => simulate("classic", 4, "hard", 3000, seed));
  const versusEasy = simulate("classic", 4, "hard,easy,easy,easy", 2000, 1);
  // Players that name their own cards (the random bot names anything; a hard bot names its own when that
  // teaches most), against which reading names can go wrong. Random bots accuse only when certain, so the
  // wrong accusations there are the hard bot's; in all-hard games every game won ended on a right one.
  const versusRandom = simulate("classic", 4, "hard,random,random,random", 1000, 1);
  const allHard = hard[0] as SimulationResult;
  const shares: Record<string, Share> = {};
  // Medium bots accuse only when certain, so every wrong accusation in these games is the hard bot's, and
  // every accusation of the hard bot that was right won its game.
  let wrong = 0;
  let accusations = 0;
  for (const { edition, players } of VERSUS) {
    const bots = ["hard", ...Array<string>(players - 1).fill("medium")].join(",");
    const r = simulate(edition, players, bots, VERSUS_GAMES, 22);
    const wins = r.winsByLevel.hard ?? 0;
    shares[`${edition}-${players}`] = shareOf(wins, r.games, players);
    wrong += r.wrongAccusations;
    accusations += wins + r.wrongAccusations;
  }
  tenSeats.push(hardTenSeats(TEN));
  const decisions = hardDecisionTimes("classic", 6, 60);
  tenSeats.push(hardTenSeats(TEN));
  const middle = (xs: number[]) => xs.sort((a, b) => a - b)[1] ?? 0;
  await Promise.resolve();
  return {
    botGamesPerSecond: {
      medium: median(medium),
      hard: median(hard),
      hardTenSeats: middle(tenSeats.map((t) => t.wall)),
      hardTenSeatsCpu: middle(tenSeats.map((t) => t.cpu)),
      hardTenSeatsShort: tenShort.wall,
      mediumShort: median(mediumShort),
    },
    hardVsEasyWinRate: round((versusEasy.winsByLevel.hard ?? 0) / versusEasy.games),
    hardSuggestionsPerGame: allHard.suggestions.mean,
    hardWrongAccusations: allHard.wrongAccusations,
    hardVsMediumShare: shares,
    hardWrongAccusationRate: round(wrong / Math.max(1, accusations)),
    hardVsStyleShare: styles.hardVsStyleShare,
    hardWrongAccusationRateVs: {
      ...styles.wrongRates,
      random: round(
        versusRandom.wrongAccusations /
          Math.max(1, (versusRandom.winsByLevel.hard ?? 0) + versusRandom.wrongAccusations),
      ),
      allHard: round(
        allHard.wrongAccusations / Math.max(1, allHard.games - allHard.noWinner + allHard.wrongAccusations),
      ),
    },
    hardDecisionMsMax: decisions.max,
    hardDecisionMsP99: decisions.p99,
    hardDecisionWallMsMax: decisions.wallMax,
  };
}
