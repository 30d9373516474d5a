// Which game to show at start: the URL's (resumed when the same link saved one), the game in progress
// before a reload, or none (the start screen); and what the start screen offers of an edition's stored game.
import type { GameState } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import { gameFromSave, storedGame } from "../saves/saves";

const CURRENT = "clue-kit:current";
// Node (the tests) has no localStorage; a sandboxed page throws on reading it (each use is in a try).
const storage = () => (globalThis as { localStorage?: Storage }).localStorage;

export function markCurrent(editionKey: string | null): void {
  try {
    if (editionKey === null) storage()?.removeItem(CURRENT);
    else storage()?.setItem(CURRENT, editionKey);
  } catch {
    // Without storage a reload shows the start screen.
  }
}

export function currentKey(): string | null {
  try {
    return storage()?.getItem(CURRENT) ?? null;
  } catch {
    return null;
  }
}

/**
 * An edition's stored game as the start screen offers it: one to go on with, one that is over (to look at
 * its end again, never to be dealt anew in its place), or one the engine refuses (another version of the
 * edition, or a save edited by hand: a seat of a computer level that does not exist), which the app
 * removes and says so, so that no reload offers it again.
 */
export type LastGame =
  | { kind: "none" }
  | { kind: "playing"; state: GameState; origin: string }
  | { kind: "over"; state: GameState; origin: string }
  | { kind: "refused"; code: string };

export function lastGame(compiled: CompiledEdition, key: string): LastGame {
  const stored = storedGame(key);
  if (stored === null) return { kind: "none" };
  const r = gameFromSave(compiled, stored.save);
  if ("error" in r) return { kind: "refused", code: r.error };
  return { kind: r.state.result ? "over" : "playing", state: r.state, origin: stored.origin };
}

/** The stored game in progress of this edition, if it was saved from `origin` (a URL's query, or "" from the start screen). */
export function resumable(compiled: CompiledEdition, key: string, origin: string | null): GameState | null {
  const last = lastGame(compiled, key);
  return last.kind === "playing" && (origin === null || last.origin === origin) ? last.state : null;
}
