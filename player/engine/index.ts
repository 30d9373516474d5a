// The rules engine's public API. Everything a UI, a bot or the CLI needs comes from here.
export { engineFor, type Engine } from "./engine";
export { type GameOptions } from "./setup";
export { actingSeat } from "./legal";
export { eventFor } from "./view";
export { saveGame, migrate } from "./save/save";
export { SAVE_FORMAT, type Save, type SaveV0 } from "./save/format";
export { editionHash } from "./context";
export { ERRORS, EngineFailure, type ErrorCode } from "./errors";
export { randomPolicy, firstSeats, type RandomPolicy, type PlayoutOptions, type Playout } from "./playout";
export { toArray } from "./chain";
export type * from "./types";
export type * from "./view-types";
