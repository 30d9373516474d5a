// What every room of one server shares: the store, the editions, the fault hook and the log. Handed to the
// rooms as the room handler's option (Colyseus merges a handler's options over the client's, so a client
// can not send its own).
import type { CompiledEdition } from "../../schemas/graph";
import type { Moment } from "./fault";
import type { GameStore, StoredGame } from "./store/store";

export interface Hub {
  store: GameStore;
  /** The compiled edition a stored game is played with, or why it can not be read. */
  editionOf: (stored: StoredGame) => CompiledEdition | { error: string };
  /** The edition's JSON, for a page that lacks it. */
  editionJson: (stored: StoredGame, compiled: CompiledEdition) => unknown;
  fault: (moment: Moment, applied: number) => void;
  log: (line: string) => void;
}
