// Save formats. A save is the seed, the seats and the actions: loading replays them, so a save is small and
// can not describe an impossible game. `check` is a hash over the rest, to catch edits and corruption.
import type { Action, SeatInfo } from "../types";

export const SAVE_FORMAT = 1;

export interface Save {
  format: 1;
  editionHash: string;
  seed: number;
  seats: SeatInfo[];
  /** The generator's state after the last action: replaying must reach exactly this. Null only in saves migrated from format 0, which did not record it. */
  rngState: number[] | null;
  actions: Action[];
  /** Hash of every other field; null only in saves migrated from format 0. */
  check: string | null;
}

/** Format 0, the first shape: suspects by name, "moves" with `kind` and `player`; no generator state, no check. */
export interface SaveV0 {
  format: 0;
  edition: string;
  seed: number;
  players: string[];
  moves: ({ kind: string; player: number } & Record<string, unknown>)[];
}
