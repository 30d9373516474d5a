// Where online games live between actions: each game's record (written once), its action log (appended to
// before any client hears of an action) and its stand-ins. The room replays seed + log to rebuild a game, so
// a game survives its process: `files.ts` keeps it under a folder (one process), `redis.ts` in Redis (any
// number of processes).
import type { Action, SeatInfo } from "../../engine";
import type { Pace } from "../../bots/pace";

/**
 * The ids every store accepts: a game id becomes a folder name and part of Redis keys, so it is checked before
 * it touches either. A letter or digit first keeps out `__proto__`, `..`, and names a shell reads as options.
 */
const GAME_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{5,39}$/;
export const isGameId = (id: unknown): id is string => typeof id === "string" && GAME_ID.test(id);

export interface GameRecord {
  format: 1;
  gameId: string;
  /** A built-in edition by id, or the hash of the uploaded edition stored beside the record. */
  edition: { builtin: string } | { uploaded: string };
  seats: SeatInfo[];
  seed: number;
  pace: Pace;
  /** SHA-256 (hex) of each seat's token; null for a computer player's seat. */
  tokens: (string | null)[];
  /** SHA-256 (hex) of the host's token. */
  host: string;
  /** Milliseconds since 1970. */
  created: number;
}

export interface StoredGame {
  record: GameRecord;
  /** The uploaded edition's JSON, as the host sent it (null for a built-in). */
  edition: unknown;
  actions: Action[];
  /** Human seats a computer player holds for now, and at what level. */
  standIns: Record<number, string>;
}

/** Every method refuses a gameId that is not `isGameId` as it refuses a missing game (load: null, append: false). */
export interface GameStore {
  /** Writes a new game; refuses (rejects) a gameId already taken or not `isGameId`. */
  create: (record: GameRecord, edition: unknown) => Promise<void>;
  /** The game, or null when there is none by that id. */
  load: (gameId: string) => Promise<StoredGame | null>;
  /**
   * Appends one action if the log holds exactly `length` actions (compare-and-set), and resolves true once it
   * is stored; false (nothing written) when the log's length is not `length` or the game does not exist.
   */
  append: (gameId: string, length: number, action: Action) => Promise<boolean>;
  /** Replaces the game's stand-ins; rejects when there is no such game. */
  setStandIns: (gameId: string, standIns: Record<number, string>) => Promise<void>;
  close: () => Promise<void>;
}
