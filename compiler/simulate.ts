// `clue-compile simulate <edition> --games N --seed S [--players P] [--bots L[,L...]] [--json]`: plays
// seeded games between computer players and prints what happened (DESIGN.md section 3). The same seed
// gives the same result, except the two timing fields. Only the `random` level exists until the bots do.
import { Command, Option } from "commander";
import { createGame, apply, actingSeat, randomAction, randomPolicy, type Action, type GameState, type Seat } from "../player/engine";
import type { CompiledEdition } from "../schemas/graph";
import { compile } from "./compile";
import { readEdition, UnreadableError } from "./files";
import { formatText } from "./format";

export const LEVELS = ["random"];
/** Levels the computer players will have (issue 4); asking for one now is a usage error, not a crash. */
const COMING = ["easy", "medium", "hard"];

export interface SimulateOptions {
  games: number;
  seed: number;
  players: number;
  /** One level for every seat, or one per seat (rotated round the seats from game to game). */
  bots: string[];
}

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

type Chooser = (state: GameState, seat: Seat) => Action | null;

function chooser(level: string, seed: number): Chooser {
  const policy = randomPolicy(seed);
  void level;
  return (state, seat) => randomAction(state, seat, policy);
}

/** Game g's seed: spread from the run's seed so neighbouring runs do not share games. */
export function gameSeed(seed: number, game: number): number {
  return (Math.imul(seed ^ 0x5851f42d, 0x9e3779b1) + Math.imul(game + 1, 0x85ebca6b)) | 0;
}

const MAX_ACTIONS = 100_000;

export function simulate(compiled: CompiledEdition, o: SimulateOptions): SimulationResult {
  const start = performance.now();
  const suspects = compiled.edition.suspects.slice(0, o.players).map((s) => s.id);
  const winsBySeat = suspects.map(() => 0);
  const winsByLevel: Record<string, number> = Object.fromEntries(o.bots.map((b) => [b, 0]));
  const turns: number[] = [];
  let noWinner = 0;
  let wrong = 0;
  let suggestions = 0;
  for (let g = 0; g < o.games; g++) {
    const levels = suspects.map((_, i) => o.bots[(i + g) % o.bots.length] as string);
    const seed = gameSeed(o.seed, g);
    let state = createGame(compiled, { seed, seats: suspects.map((suspect, i) => ({ suspect, controller: { kind: "bot", level: levels[i] as string } })) });
    const players = levels.map((level, i) => chooser(level, seed ^ (0x27d4eb2f * (i + 1))));
    for (let n = 0; !state.result && n < MAX_ACTIONS; n++) {
      const seat = actingSeat(state);
      const action = players[seat]?.(state, seat);
      const r = action ? apply(state, action) : null;
      if (!r || "error" in r) throw new Error(`seat ${seat} could not act in game ${g}${r && "error" in r ? `: ${r.error.code}` : ""}`);
      state = r.state;
    }
    const winner = state.result?.winner ?? null;
    if (winner === null) noWinner++;
    else {
      winsBySeat[winner] = (winsBySeat[winner] ?? 0) + 1;
      const level = levels[winner] as string;
      winsByLevel[level] = (winsByLevel[level] ?? 0) + 1;
    }
    wrong += state.players.filter((p) => p.out === "accusation").length;
    suggestions += state.suggestions.length;
    turns.push(state.turn.number);
  }
  const elapsedMs = performance.now() - start;
  const sorted = turns.slice().sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(2));
  return {
    edition: compiled.edition.id,
    games: o.games,
    seed: o.seed,
    players: o.players,
    bots: o.bots.join(","),
    winsBySeat,
    winsByLevel,
    noWinner,
    wrongAccusations: wrong,
    turns: { mean: round(turns.reduce((a, b) => a + b, 0) / Math.max(1, turns.length)), p50: sorted[Math.ceil(sorted.length / 2) - 1] ?? 0, max: sorted[sorted.length - 1] ?? 0 },
    suggestions: { mean: round(suggestions / Math.max(1, o.games)) },
    elapsedMs: Math.round(elapsedMs),
    gamesPerSecond: Math.round((o.games / Math.max(elapsedMs, 1e-3)) * 1000),
  };
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
    .option("--json", "print one JSON object")
    .action((arg: string, opts: { games: string; seed: string; players?: string; bots: string; json?: boolean }, cmd: Command) => {
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
      for (const b of bots) {
        if (COMING.includes(b)) usage(`the "${b}" computer players are not available yet; use --bots random`);
        if (!LEVELS.includes(b)) usage(`unknown bot level "${b}"; the levels are ${[...LEVELS, ...COMING].join(", ")}`);
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
      const r = simulate(result.compiled, { games, seed, players, bots });
      process.stdout.write((opts.json ? JSON.stringify(r) : text(r)) + "\n");
    });
}
