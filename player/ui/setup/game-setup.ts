// A game's setup: who sits where (human or a computer level) and the seed; made from the start screen's
// settings or the URL, and handed to PlayerApp.
import type { CompiledEdition } from "../../../schemas/graph";
import type { Controller, SeatConfig } from "../../engine";

export interface GameSetup {
  seats: SeatConfig[];
  seed: number;
}

/** What the start screen holds for a seat: "human" or a computer level. */
export type SeatKind = string;

function controllerOf(kind: SeatKind): Controller {
  return kind === "human" ? { kind: "human" } : { kind: "bot", level: kind };
}

/** Seat i plays the edition's i-th suspect. */
export function setupOf(compiled: CompiledEdition, kinds: readonly SeatKind[], seed: number): GameSetup {
  return {
    seats: kinds.map((k, i) => ({ suspect: compiled.edition.suspects[i]?.id ?? "", controller: controllerOf(k) })),
    seed,
  };
}

export function clampPlayers(compiled: CompiledEdition, n: number): number {
  const { min, max } = compiled.edition.players;
  return Math.max(min, Math.min(max, Math.round(n)));
}

/** `humans` humans in the first seats, the rest computer players of `level`. */
export function kindsFor(players: number, humans: number, level: string): SeatKind[] {
  return Array.from({ length: players }, (_, i) => (i < humans ? "human" : level));
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}
