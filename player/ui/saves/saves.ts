// Saves in browser storage, one current game per edition, written after every action; and saves as
// files. A save is the engine's (seed, seats, actions, check): loading replays it, so an edited save or
// another edition's is refused by `loadGame` and the game on screen is left as it was.
import { engineFor, saveGame, type GameState, type Save, type SeatConfig } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";

const PREFIX = "clue-kit:game:";

/** The largest file read as a save: a whole game's save is tens of kilobytes. */
export const SAVE_MAX_BYTES = 4 * 1024 * 1024;

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

/** Removes an edition's stored game: one the engine refuses, or one whose screen broke, is not offered again. */
export function forgetGame(editionId: string): void {
  try {
    storage()?.removeItem(PREFIX + editionId);
  } catch {
    // Without storage nothing was kept.
  }
}

/** The stored record's text, as a cheap key for what was worked out from it. */
export function storedText(editionId: string): string | null {
  try {
    return storage()?.getItem(PREFIX + editionId) ?? null;
  } catch {
    return null;
  }
}

export type Loaded = { state: GameState } | { error: string };

/**
 * A save's text (a file's content) as a game of this edition, or why not, as a code the messages word:
 * the engine's, `not-json`, and `SAVE_SEATS` for seats the engine can not set up (a computer level or a
 * kind of player that does not exist, a suspect of another edition), which it reports as tampering.
 * Never throws.
 */
export function gameFromText(compiled: CompiledEdition, text: string): Loaded {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: "not-json" };
  }
  return gameFromSave(compiled, data);
}

/** A save read from a file or from storage, as gameFromText words it. Never throws. */
export function gameFromSave(compiled: CompiledEdition, data: unknown): Loaded {
  // Every save format has a number `format`: JSON without one is no save at all, not one of a newer player.
  if (typeof data !== "object" || data === null || Array.isArray(data) || !Object.hasOwn(data, "format"))
    return { error: "SAVE_INVALID" };
  const engine = engineFor(compiled);
  const r = engine.loadGame(data);
  if (!("error" in r)) return { state: r.state };
  // checkSetup reads the seats as the unknown they are.
  const seats = (data as { seats?: unknown }).seats as SeatConfig[];
  if (r.error.code === "SAVE_TAMPERED" && Array.isArray(seats) && engine.checkSetup({ seats, seed: 0 }) !== null)
    return { error: "SAVE_SEATS" };
  return { error: r.error.code };
}

export function saveText(state: GameState): string {
  return JSON.stringify(saveGame(state), null, 1);
}
