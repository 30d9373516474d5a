// The rules engine's public API. Everything a UI, a bot or the CLI needs comes from here.
export { engineFor, type Engine } from "./engine";
export { type BotLevel } from "./setup";
export { actingSeat } from "./legal";
export { keepWhileKeysLive } from "./recent";
export { eventFor } from "./view";
export { ENVELOPE_SIZE, knownCards } from "./known";
export { saveGame } from "./save/save";
export { type Save } from "./save/format";
export { editionHash } from "./context";
export { randomPolicy, firstSeats, randomPlayer } from "./playout";
export { appended, toArray } from "./chain";
export type * from "./types";
export type * from "./view-types";
