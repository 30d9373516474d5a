// Every state of a game, rebuilt from its seed, seats and actions with the engine (createGame, apply):
// step 0 is the deal, step k the game after k actions. States share their unchanged parts (the engine
// copies on write), so keeping them all costs little. The replay reads each through viewFor only.
import type { CompiledEdition } from "../../../schemas/graph";
import { engineFor, type Action, type GameState, type PlayerView, type SeatInfo, type Viewer } from "../../engine";

export interface ReplaySource {
  seed: number;
  seats: readonly SeatInfo[];
  actions: readonly Action[];
}

export type Timeline = { ok: true; states: readonly GameState[] } | { ok: false; step: number; message: string };

export function timeline(compiled: CompiledEdition, game: ReplaySource): Timeline {
  const { apply, createGame } = engineFor(compiled);
  let state: GameState;
  try {
    state = createGame({ seats: game.seats.map((s) => ({ ...s })), seed: game.seed });
  } catch (e) {
    return { ok: false, step: 0, message: e instanceof Error ? e.message : String(e) };
  }
  const states = [state];
  for (const [i, action] of game.actions.entries()) {
    const r = apply(state, action);
    if ("error" in r) return { ok: false, step: i + 1, message: r.error.message };
    state = r.state;
    states.push(state);
  }
  return { ok: true, states };
}

/** The view one seat had after `step` actions, with its log. */
export const viewAt = (
  compiled: CompiledEdition,
  states: readonly GameState[],
  step: number,
  viewer: Viewer,
): PlayerView | null => {
  const s = states[step];
  return s ? engineFor(compiled).viewFor(s, viewer, { log: true }) : null;
};

/** The steps at which a turn starts (for jumping turn by turn), always including 0. */
export function turnStarts(states: readonly GameState[]): number[] {
  const out = [0];
  for (let k = 1; k < states.length; k++) if (states[k]?.turn.number !== states[k - 1]?.turn.number) out.push(k);
  return out;
}
