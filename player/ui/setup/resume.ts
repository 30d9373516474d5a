// Which game to show at start: the URL's (resumed when the same link saved one), the game in progress
// before a reload, or none (the start screen).
import { engineFor, type GameState } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import { storedGame } from "../saves/saves";

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

/** The stored game of this edition, if it was saved from `origin` (a URL's query, or "" from the start screen). */
export function resumable(compiled: CompiledEdition, key: string, origin: string | null): GameState | null {
  const stored = storedGame(key);
  if (!stored || (origin !== null && stored.origin !== origin)) return null;
  const r = engineFor(compiled).loadGame(stored.save);
  return "error" in r || r.state.result ? null : r.state;
}
