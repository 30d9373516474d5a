// `clue-compile simulate <edition> --games N --seed S [--players P] [--bots L[,L...]] [--json]`: plays
// seeded games between computer players and prints what happened (DESIGN.md section 3). The same seed
// gives the same result, except the two timing fields, whatever the number of workers.
import { Command, Option } from "commander";
import { playBots } from "../player/bots/game";
import { LEVEL_NAMES } from "../player/bots";
import type { GameState } from "../player/engine";
import type { CompiledEdition } from "../schemas/graph";
import { compile } from "./compile";
import { readEdition, UnreadableError } from "./files";
import { formatText } from "./format";
import { writeReport } from "./report";
import { simulateParallel } from "./workers";

export const LEVELS = LEVEL_NAMES;

export interface SimulateOptions {
  games: number;
  seed: number;
  players: number;
  /** One level for every seat, or one per seat (rotated round the seats from game to game). */
  bots: string[];
  /** A game still going after this many actions is stopped, and counted as having no winner. */
  maxActions?: number;
}

/** The actions a simulated game may take: bots that deduce finish in a few hundred. */
export const MAX_ACTIONS = 50_000;

export interface SimulationResult {
  edition: string;
  games: number;
  seed: number;
  players: number;
  bots: string;
  winsBySeat: number[];
  winsByLevel: Record<string, number>;
  noWinner: number;
  wrongAccusations: number;
  turns: { mean: number; p50: number; max: number };
  suggestions: { mean: number };
  elapsedMs: number;
  gamesPerSecond: number;
}

/** What a run of games adds up to; tallies of separate runs (workers) merge by adding. */
export interface Tally {
  winsBySeat: number[];
  winsByLevel: Record<string, number>;
  noWinner: number;
  wrong: number;
  suggestions: number;
  turns: number[];
  /** Per room (edition order): entries into it, suggestions made in it. */
  entered: number[];
  suggestedIn: number[];
  /** Per square node: tokens that stopped there. */
  stops: number[];
  /** Games stopped at the action limit (also counted in noWinner): the bots went round in circles. */
  unfinished: number;
}

/** Game g's seed: spread from the run's seed so neighbouring runs do not share games. */
export function gameSeed(seed: number, game: number): number {
  return (Math.imul(seed ^ 0x5851f42d, 0x9e3779b1) + Math.imul(game + 1, 0x85ebca6b)) | 0;
}

/** The levels of each seat in game g: a list rotates so that no level keeps the first player's seat. */
export function levelsFor(o: SimulateOptions, game: number): string[] {
  return Array.from({ length: o.players }, (_, i) => o.bots[(i + game) % o.bots.length] as string);
}

export function emptyTally(compiled: CompiledEdition, o: SimulateOptions): Tally {
  return {
    winsBySeat: Array(o.players).fill(0),
    winsByLevel: Object.fromEntries(o.bots.map((b) => [b, 0])),
    noWinner: 0,
    wrong: 0,
    suggestions: 0,
    turns: [],
    entered: compiled.edition.rooms.map(() => 0),
    suggestedIn: compiled.edition.rooms.map(() => 0),
    stops: Array(compiled.graph.squareCount).fill(0),
    unfinished: 0,
  };
}

/** Plays games [from, to) of the run into `t`. */
export function playRange(compiled: CompiledEdition, o: SimulateOptions, from: number, to: number, t: Tally): Tally {
  const squares = compiled.graph.squareCount;
  for (let g = from; g < to; g++) {
    const levels = levelsFor(o, g);
    const { state } = playBots(compiled, {
      levels,
      seed: gameSeed(o.seed, g),
      maxActions: o.maxActions ?? MAX_ACTIONS,
      visit: (_s: GameState, a) => {
        if (a.type === "move" || a.type === "passage") {
          const node = a.type === "move" ? a.to : squares + compiled.edition.rooms.findIndex((r) => r.id === a.room);
          if (node >= squares) t.entered[node - squares] = (t.entered[node - squares] ?? 0) + 1;
          else t.stops[node] = (t.stops[node] ?? 0) + 1;
        }
      },
    });
    for (const s of state.suggestions) {
      const i = compiled.edition.rooms.findIndex((r) => r.id === s.room);
      t.suggestedIn[i] = (t.suggestedIn[i] ?? 0) + 1;
    }
    const winner = state.result?.winner ?? null;
    if (!state.result) t.unfinished++;
    if (winner === null) t.noWinner++;
    else {
      t.winsBySeat[winner] = (t.winsBySeat[winner] ?? 0) + 1;
      const level = levels[winner] as string;
      t.winsByLevel[level] = (t.winsByLevel[level] ?? 0) + 1;
    }
    t.wrong += state.players.filter((p) => p.out === "accusation").length;
    t.suggestions += state.suggestions.length;
    t.turns.push(state.turn.number);
  }
  return t;
}

export function mergeTallies(a: Tally, b: Tally): Tally {
  const add = (x: number[], y: number[]) => x.map((v, i) => v + (y[i] ?? 0));
  const levels = { ...a.winsByLevel };
  for (const [k, v] of Object.entries(b.winsByLevel)) levels[k] = (levels[k] ?? 0) + v;
  return {
    winsBySeat: add(a.winsBySeat, b.winsBySeat),
    winsByLevel: levels,
    noWinner: a.noWinner + b.noWinner,
    wrong: a.wrong + b.wrong,
    suggestions: a.suggestions + b.suggestions,
    turns: [...a.turns, ...b.turns],
    entered: add(a.entered, b.entered),
    suggestedIn: add(a.suggestedIn, b.suggestedIn),
    stops: add(a.stops, b.stops),
    unfinished: a.unfinished + b.unfinished,
  };
}

export function summarize(compiled: CompiledEdition, o: SimulateOptions, t: Tally, elapsedMs: number): SimulationResult {
  const sorted = t.turns.slice().sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(2));
  return {
    edition: compiled.edition.id,
    games: o.games,
    seed: o.seed,
    players: o.players,
    bots: o.bots.join(","),
    winsBySeat: t.winsBySeat,
    winsByLevel: t.winsByLevel,
    noWinner: t.noWinner,
    wrongAccusations: t.wrong,
    turns: { mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)), p50: sorted[Math.ceil(sorted.length / 2) - 1] ?? 0, max: sorted[sorted.length - 1] ?? 0 },
    suggestions: { mean: round(t.suggestions / Math.max(1, o.games)) },
    elapsedMs: Math.round(elapsedMs),
    gamesPerSecond: Math.round((o.games / Math.max(elapsedMs, 1e-3)) * 1000),
  };
}

export function simulate(compiled: CompiledEdition, o: SimulateOptions): SimulationResult {
  const start = performance.now();
  const t = playRange(compiled, o, 0, o.games, emptyTally(compiled, o));
  return summarize(compiled, o, t, performance.now() - start);
}

/** Said on stderr (and in the report) when games had to be stopped: a designer should know it was not the rules. */
export function unfinishedWarning(unfinished: number, games: number): string {
  return `${unfinished} of ${games} games were stopped after ${MAX_ACTIONS.toLocaleString("en")} actions without a winner and are counted as "no winner": the computer players went round in circles. A room that is hard to reach, or a rule they do not play, can cause it; please report it with the edition and the seed.`;
}

function integer(name: string, min: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < min) throw new Error(`${name} must be a whole number${min > -Infinity ? ` of at least ${min}` : ""}, not "${value}"`);
    return n;
  };
}

function text(r: SimulationResult): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, r.games)).toFixed(1)}%`;
  return [
    `${r.edition}: ${r.games} games, ${r.players} players, bots ${r.bots}, seed ${r.seed}`,
    `wins by seat: ${r.winsBySeat.map((w, i) => `${i + 1}: ${w} (${pct(w)})`).join(", ")}`,
    `wins by level: ${Object.entries(r.winsByLevel).map(([l, w]) => `${l} ${w}`).join(", ")}; no winner: ${r.noWinner}`,
    `wrong accusations: ${r.wrongAccusations}; suggestions per game: ${r.suggestions.mean}`,
    `turns: mean ${r.turns.mean}, median ${r.turns.p50}, max ${r.turns.max}`,
    `${r.elapsedMs} ms, ${r.gamesPerSecond} games/s`,
  ].join("\n");
}

export function registerSimulate(program: Command): void {
  program
    .command("simulate")
    .description("play seeded games between computer players and report wins, turns and suggestions")
    .argument("<edition>", "an edition.yaml or its folder")
    .requiredOption("--games <n>", "how many games")
    .requiredOption("--seed <s>", "the run's seed: the same seed gives the same games")
    .option("--players <p>", "seats in each game (default: 4, within the edition's range)")
    .addOption(new Option("--bots <level>", `one level for all seats, or one per seat, comma-separated (${LEVELS.join(", ")})`).default("random"))
    .option("--workers <n>", "play on this many threads (default 1; the result is the same)")
    .option("--report <file>", "also write a balance report, an HTML page")
    .option("--json", "print one JSON object")
    .action(async (arg: string, opts: { games: string; seed: string; players?: string; bots: string; workers?: string; report?: string; json?: boolean }, cmd: Command) => {
      const usage = (message: string): never => cmd.error(`error: ${message}`, { exitCode: 2, code: "clue.usage" });
      let games = 0;
      let seed = 0;
      try {
        games = integer("--games", 1)(opts.games);
        seed = integer("--seed", -Infinity)(opts.seed);
      } catch (e) {
        usage((e as Error).message);
      }
      const bots = opts.bots.split(",").map((b) => b.trim());
      for (const b of bots) if (!LEVELS.includes(b)) usage(`unknown bot level "${b}"; the levels are ${LEVELS.join(", ")}`);
      let workers = 1;
      try {
        if (opts.workers !== undefined) workers = integer("--workers", 1)(opts.workers);
      } catch (e) {
        usage((e as Error).message);
      }
      let input;
      try {
        input = readEdition(arg);
      } catch (e) {
        if (e instanceof UnreadableError) usage(e.message);
        throw e;
      }
      const result = compile(input as NonNullable<typeof input>);
      if (!result.compiled) {
        process.stderr.write(formatText(result.diagnostics, result.sources, false) + "\n");
        process.exitCode = 1;
        return;
      }
      const { min, max } = result.compiled.edition.players;
      let players = Math.min(max, Math.max(min, 4));
      if (opts.players !== undefined) {
        try {
          players = integer("--players", 1)(opts.players);
        } catch (e) {
          usage((e as Error).message);
        }
        if (players < min || players > max) usage(`${result.compiled.edition.name} is for ${min} to ${max} players, not ${players}`);
      }
      if (bots.length > 1 && bots.length !== players) usage(`--bots lists ${bots.length} levels for ${players} seats`);
      const o = { games, seed, players, bots };
      const start = performance.now();
      const tally = workers > 1 ? await simulateParallel(input as NonNullable<typeof input>, o, workers) : playRange(result.compiled, o, 0, games, emptyTally(result.compiled, o));
      const r = summarize(result.compiled, o, tally, performance.now() - start);
      const warnings = tally.unfinished > 0 ? [unfinishedWarning(tally.unfinished, games)] : [];
      if (opts.report) writeReport(opts.report, result.compiled, r, tally, warnings);
      for (const w of warnings) process.stderr.write(`warning: ${w}\n`);
      process.stdout.write((opts.json ? JSON.stringify(r) : text(r)) + "\n");
    });
}
