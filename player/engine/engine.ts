// engineFor(compiled): the rules of one edition as an object, the way boardgame.io's game object holds its
// game. It closes over the edition's context, so nothing has to be registered before a state is played,
// and a state of another edition is refused by comparing its hash with this engine's.
import type { CompiledEdition } from "../../schemas/graph";
import { apply } from "./apply";
import { contextOf } from "./context";
import { legalActions, legalTypes } from "./legal";
import { loadGame } from "./save/save";
import { checkSetup, createGame, type GameOptions } from "./setup";
import type { Action, ActionType, ApplyResult, EngineError, GameState, Seat } from "./types";
import { viewFor } from "./view";
import type { PlayerView, Viewer } from "./view-types";

export interface Engine {
  readonly compiled: CompiledEdition;
  /** The edition's hash: the `editionHash` of every state this engine makes and accepts. */
  readonly hash: string;
  // Properties, not methods: each is a closure over the edition, so `const { apply } = engine` works.
  /** Starts a game; throws EngineFailure on bad options. */
  readonly createGame: (options: GameOptions) => GameState;
  /** Why these options can not start a game, or null when they can. */
  readonly checkSetup: (options: GameOptions) => EngineError | null;
  /** Never throws, never mutates; a state of another edition gets EDITION_MISMATCH. */
  readonly apply: (state: GameState, action: Action) => ApplyResult;
  /** Every action `apply` accepts from this seat now ([] for a state of another edition). */
  readonly legalActions: (state: GameState, seat: Seat, type?: ActionType) => Action[];
  /** The action types this seat may take now ([] for a state of another edition). */
  readonly legalTypes: (state: GameState, seat: Seat) => ActionType[];
  readonly viewFor: (state: GameState, viewer: Viewer, options?: { log?: boolean }) => PlayerView;
  /** Migrates, checks and replays a save of this edition. */
  readonly loadGame: (save: unknown) => { state: GameState; migratedFrom: number | null } | { error: EngineError };
}

// One engine per compiled object: a cache only, so asking again is cheap and nothing needs asking first.
const engines = new WeakMap<CompiledEdition, Engine>();

/** The engine of a compiled edition (the same object each time for the same compiled edition). */
export function engineFor(compiled: CompiledEdition): Engine {
  let engine = engines.get(compiled);
  if (!engine) {
    const ctx = contextOf(compiled);
    engine = Object.freeze({
      compiled,
      hash: ctx.hash,
      createGame: (options: GameOptions) => createGame(ctx, options),
      checkSetup: (options: GameOptions) => checkSetup(ctx, options),
      apply: (state: GameState, action: Action) => apply(ctx, state, action),
      legalActions: (state: GameState, seat: Seat, type?: ActionType) => legalActions(ctx, state, seat, type),
      legalTypes: (state: GameState, seat: Seat) => legalTypes(ctx, state, seat),
      viewFor: (state: GameState, viewer: Viewer, options?: { log?: boolean }) => viewFor(ctx, state, viewer, options),
      loadGame: (save: unknown) => loadGame(ctx, save),
    });
    engines.set(compiled, engine);
  }
  return engine;
}
