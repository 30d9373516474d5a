// Plays one game to its end with a computer player in every seat: each bot gets its seat's view and the
// legal actions, nothing else. Used by `clue-compile simulate`, tests and benchmarks.
import type { CompiledEdition } from "../../schemas/graph";
import { actingSeat, engineFor, type Action, type GameState, type SeatConfig } from "../engine";
import type { Bot, Legal } from "./bot";
import { levelOf } from "./levels";

export interface BotGame {
  state: GameState;
  actions: number;
}

export interface BotGameOptions {
  /** One level per seat; seat i plays the edition's i-th suspect. */
  levels: readonly string[];
  seed: number;
  /** Gives up after this many actions (a safety net; games end long before). */
  maxActions?: number;
  /** The bots to play, one per seat, in place of the levels' (testing/styles: players of other styles). */
  bots?: readonly Bot[];
  visit?: (state: GameState, action: Action) => void;
}

export function botsFor(compiled: CompiledEdition, levels: readonly string[], seed: number): Bot[] {
  return levels.map((level, i) => {
    const make = levelOf(level);
    if (!make) throw new Error(`unknown bot level "${level}"`);
    return make(compiled, (seed * 31 + i) | 0);
  });
}

export function playBots(compiled: CompiledEdition, options: BotGameOptions): BotGame {
  const seats: SeatConfig[] = options.levels.map((level, i) => ({
    suspect: compiled.edition.suspects[i]?.id as string,
    controller: { kind: "bot", level },
  }));
  const bots = options.bots ?? botsFor(compiled, options.levels, options.seed);
  const { apply, createGame, legalActions, legalTypes, viewFor } = engineFor(compiled);
  let state = createGame({ seats, seed: options.seed });
  const max = options.maxActions ?? 20_000;
  let n = 0;
  while (!state.result && n < max) {
    const seat = actingSeat(state);
    const view = viewFor(state, seat, { log: false });
    const current = state;
    const legal: Legal = { types: legalTypes(current, seat), list: (t) => legalActions(current, seat, t) };
    const action = (bots[seat] as Bot)(view, legal);
    const r = apply(state, action);
    if ("error" in r)
      throw new Error(
        `the ${options.levels[seat]} bot of seat ${seat} chose a refused action ${JSON.stringify(action)}: ${r.error.code}`,
      );
    state = r.state;
    n++;
    options.visit?.(state, action);
  }
  return { state, actions: n };
}
