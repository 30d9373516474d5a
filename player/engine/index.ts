// The rules engine's public API. Everything a UI, a bot or the CLI needs comes from here.
export { createGame, checkSetup, type GameOptions } from "./setup";
export { apply } from "./apply";
export { legalActions, legalTypes, actingSeat } from "./legal";
export { viewFor, eventFor } from "./view";
export { saveGame, loadGame, migrate } from "./save/save";
export { SAVE_FORMAT, type Save, type SaveV0 } from "./save/format";
export { useEdition, editionHash, EDITIONS_KEPT } from "./context";
export { ERRORS, EngineFailure, type ErrorCode } from "./errors";
export {
  randomPolicy,
  randomAction,
  playout,
  firstSeats,
  type RandomPolicy,
  type PlayoutOptions,
  type Playout,
} from "./playout";
export { toArray } from "./chain";
export type * from "./types";
export type * from "./view-types";
