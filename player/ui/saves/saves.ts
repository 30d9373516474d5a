// Saves in browser storage, one current game per edition, written after every action; and saves as
// files. A save is the engine's (seed, seats, actions, check): loading replays it, so an edited save or
// another edition's is refused by `loadGame` and the game on screen is left as it was.
import { engineFor, saveGame, type GameState, type Save } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";

const PREFIX = "clue-kit:game:";

export interface Stored {
  save: Save;
  /** The URL query that set this game up, so a reload of the same link resumes it and another link does not. */
  origin: string;
  pace?: string;
}

function storage(): Storage | null {
  try {
    // Node (the tests) has no localStorage; a sandboxed page throws on reading it.
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

export function storeGame(editionId: string, state: GameState, origin: string, pace?: string): void {
  const s = storage();
  if (!s) return;
  const record: Stored = { save: saveGame(state), origin, ...(pace && { pace }) };
  try {
    s.setItem(PREFIX + editionId, JSON.stringify(record));
  } catch {
    // A full or disabled storage loses only the resume; the game goes on.
  }
}

export function storedGame(editionId: string): Stored | null {
  const text = storage()?.getItem(PREFIX + editionId);
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === "object" && v !== null && typeof (v as Partial<Stored>).origin === "string"
      ? (v as Stored)
      : null;
  } catch {
    return null;
  }
}

export type Loaded = { state: GameState } | { error: string };

/** A save's text (a file's content) as a game of this edition, or why not. Never throws. */
export function gameFromText(compiled: CompiledEdition, text: string): Loaded {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: "not-json" };
  }
  const r = engineFor(compiled).loadGame(data);
  return "error" in r ? { error: r.error.code } : { state: r.state };
}

export function saveText(state: GameState): string {
  return JSON.stringify(saveGame(state), null, 1);
}
