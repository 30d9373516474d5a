// A random legal-action player and a game runner, for property tests and benchmarks (`randomPlayer`). The
// policy's own randomness is separate from the game's: the game records only the actions chosen, so replays
// need nothing from here. Not methods of the engine: a page, which never plays at random, carries neither.
import type { CompiledEdition } from "../../schemas/graph";
import { applyQuiet } from "./apply";
import { contextOf, type Ctx } from "./context";
import { moveDestinations } from "./moves";
import { Xoroshiro128Plus, uniformInt, type RandomGenerator } from "./rng";
import { actingSeat, legalActions, legalTypes } from "./legal";
import { createGame } from "./setup";
import type { Action, GameState, Seat, SeatConfig } from "./types";

export interface RandomPolicy {
  /** Chance of accusing (at random) at each decision where an accusation is allowed. */
  accuseChance: number;
  gen: RandomGenerator;
}

export function randomPolicy(seed: number, accuseChance = 0.02): RandomPolicy {
  return { accuseChance, gen: Xoroshiro128Plus.seeded(seed | 0) };
}

/** Picks an action type uniformly, then one action of that type: accusing only with `accuseChance`. */
function randomAction(ctx: Ctx, state: GameState, seat: Seat, policy: RandomPolicy): Action | null {
  let types = legalTypes(ctx, state, seat);
  if (types.length === 0) return null;
  const roll = (uniformInt(policy.gen, 0, 999_999) + 0.5) / 1e6;
  if (types.includes("accuse")) {
    if (roll < policy.accuseChance) types = ["accuse"];
    else if (types.length > 1) types = types.filter((t) => t !== "accuse");
  }
  const type = types[uniformInt(policy.gen, 0, types.length - 1)];
  // The three big lists are products or a list the engine already holds: pick without building them.
  const g = policy.gen;
  if (type === "accuse")
    return { type, seat, suspect: pick(g, ctx.suspects), weapon: pick(g, ctx.weapons), room: pick(g, ctx.cardRooms) };
  if (type === "suggest") return { type, seat, suspect: pick(g, ctx.suspects), weapon: pick(g, ctx.weapons) };
  if (type === "move") return { type, seat, to: pick(g, moveDestinations(ctx, state)) };
  const actions = legalActions(ctx, state, seat, type);
  return actions[uniformInt(policy.gen, 0, actions.length - 1)] ?? null;
}

function pick<T>(gen: RandomGenerator, xs: readonly T[]): T {
  return xs[uniformInt(gen, 0, xs.length - 1)] as T;
}

export interface PlayoutOptions {
  seats: SeatConfig[];
  seed: number;
  accuseChance?: number;
  /** Gives up (returns the unfinished state) after this many actions. */
  maxActions?: number;
  /** Called with every state, the first included. */
  visit?: (state: GameState, action: Action | null) => void;
}

export interface Playout {
  state: GameState;
  actions: number;
}

function playout(ctx: Ctx, options: PlayoutOptions): Playout {
  const policy = randomPolicy(options.seed ^ 0x5bd1e995, options.accuseChance);
  let state = createGame(ctx, { seats: options.seats, seed: options.seed });
  options.visit?.(state, null);
  const max = options.maxActions ?? 100_000;
  let n = 0;
  while (!state.result && n < max) {
    const seat = actingSeat(state);
    const action = randomAction(ctx, state, seat, policy);
    if (!action)
      throw new Error(`seat ${seat} has no legal action (turn ${state.turn.number}, phase ${state.turn.phase})`);
    const r = applyQuiet(ctx, state, action);
    if ("error" in r)
      throw new Error(`a listed action was refused: ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    state = r.state;
    n++;
    options.visit?.(state, action);
  }
  return { state, actions: n };
}

/** The random player and the game runner of an edition, as `engineFor` gives its rules. */
export function randomPlayer(compiled: CompiledEdition): {
  randomAction: (state: GameState, seat: Seat, policy: RandomPolicy) => Action | null;
  playout: (options: PlayoutOptions) => Playout;
} {
  const ctx = contextOf(compiled);
  return {
    randomAction: (state, seat, policy) => randomAction(ctx, state, seat, policy),
    playout: (options) => playout(ctx, options),
  };
}

/** The first `count` suspects of the edition as seats. */
export function firstSeats(compiled: CompiledEdition, count: number): SeatConfig[] {
  return compiled.edition.suspects.slice(0, count).map((s) => ({ suspect: s.id }));
}
