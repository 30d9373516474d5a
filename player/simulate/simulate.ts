// Seeded games between computer players, and what they add up to (DESIGN.md section 3). The same seed
// gives the same result, except the two timing fields, whatever the number of workers.
// Engine and bots only: the command line hands in the compiled edition.
import { playBots } from "../bots/game";
import { LEVEL_NAMES } from "../bots";
import type { GameState } from "../engine";
import type { CompiledEdition } from "../../schemas/graph";
import { formatNumber } from "../../i18n/format";
import type { Lang } from "../../i18n/lang";
import { WORDS } from "./words";

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
const MAX_ACTIONS = 50_000;

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
  /** Per level, per seat: games played and games won there (a rotated list of levels hides seat effects otherwise). */
  seatGames: Record<string, number[]>;
  seatWins: Record<string, number[]>;
}

/** Game g's seed: spread from the run's seed so neighbouring runs do not share games. */
function gameSeed(seed: number, game: number): number {
  return (Math.imul(seed ^ 0x5851f42d, 0x9e3779b1) + Math.imul(game + 1, 0x85ebca6b)) | 0;
}

/** The levels of each seat in game g: a list rotates so that no level keeps the first player's seat. */
function levelsFor(o: SimulateOptions, game: number): string[] {
  return Array.from({ length: o.players }, (_, i) => o.bots[(i + game) % o.bots.length] as string);
}

export function emptyTally(compiled: CompiledEdition, o: SimulateOptions): Tally {
  return {
    winsBySeat: new Array<number>(o.players).fill(0),
    winsByLevel: Object.fromEntries(o.bots.map((b) => [b, 0])),
    noWinner: 0,
    wrong: 0,
    suggestions: 0,
    turns: [],
    entered: compiled.edition.rooms.map(() => 0),
    suggestedIn: compiled.edition.rooms.map(() => 0),
    stops: new Array<number>(compiled.graph.squareCount).fill(0),
    unfinished: 0,
    seatGames: Object.fromEntries(o.bots.map((b) => [b, Array(o.players).fill(0)])),
    seatWins: Object.fromEntries(o.bots.map((b) => [b, Array(o.players).fill(0)])),
  };
}

/** Plays games [from, to) of the run into `t`; `onGame` hears of each game finished (progress). */
export function playRange(
  compiled: CompiledEdition,
  o: SimulateOptions,
  from: number,
  to: number,
  t: Tally,
  onGame?: () => void,
): Tally {
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
    levels.forEach((l, seat) => {
      const games = (t.seatGames[l] ??= Array(o.players).fill(0));
      games[seat] = (games[seat] ?? 0) + 1;
    });
    if (winner !== null) {
      const wins = (t.seatWins[levels[winner] as string] ??= Array(o.players).fill(0));
      wins[winner] = (wins[winner] ?? 0) + 1;
    }
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
    onGame?.();
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
    seatGames: Object.fromEntries(Object.entries(a.seatGames).map(([l, v]) => [l, add(v, b.seatGames[l] ?? [])])),
    seatWins: Object.fromEntries(Object.entries(a.seatWins).map(([l, v]) => [l, add(v, b.seatWins[l] ?? [])])),
  };
}

export function summarize(
  compiled: CompiledEdition,
  o: SimulateOptions,
  t: Tally,
  elapsedMs: number,
): SimulationResult {
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
    turns: {
      mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
      p50: sorted[Math.ceil(sorted.length / 2) - 1] ?? 0,
      max: sorted[sorted.length - 1] ?? 0,
    },
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
export function unfinishedWarning(unfinished: number, games: number, lang: Lang = "en"): string {
  const n = (x: number) => formatNumber(lang, x);
  return WORDS[lang].unfinished(n(unfinished), n(games), n(MAX_ACTIONS));
}
