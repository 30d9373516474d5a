// The bot Worker holds its own copy of the game: the page sends the whole state once, then only the
// actions applied since (a late game's state is a long log, and cloning it for every move was the
// page's costliest postMessage); the Worker applies them with the same engine and gets the same state.
import type { Action, Engine, GameState } from "../../engine";

/** The most links of the history walked back to find the state sent last (a few per bot move). */
const MAX_LINKS = 256;

/**
 * The actions `now` has after `before` (oldest first), or null when `now` does not continue `before`
 * through shared links of its history (another game, a load, or a chunk boundary of the history).
 */
export function actionsSince(before: GameState, now: GameState): Action[] | null {
  if (before.history === null || before.seed !== now.seed) return null;
  const runs: (readonly Action[])[] = [];
  for (let c = now.history; c !== before.history; c = c.prev) {
    if (c === null || runs.length >= MAX_LINKS) return null;
    runs.push(c.items);
  }
  return runs.reverse().flat();
}

/** The Worker's copy: `sync` counts the messages that made it, so the page can tell it is up to date. */
export interface Held {
  sync: number;
  state: GameState;
}

/** The held state with `actions` applied, or an error (the copy is not the page's: it resends the whole). */
export function catchUp(
  engine: Engine,
  held: Held | null,
  after: number,
  sync: number,
  actions: readonly Action[],
): Held | { error: string } {
  if (!held || held.sync !== after) return { error: OUT_OF_SYNC };
  let state = held.state;
  for (const a of actions) {
    const r = engine.apply(state, a);
    if ("error" in r) return { error: OUT_OF_SYNC };
    state = r.state;
  }
  return { sync, state };
}

export const OUT_OF_SYNC = "the Worker's copy of the game is out of date";
