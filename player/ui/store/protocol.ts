// Messages between the page and the bot Worker: the edition once (as editionToJson), then states, which
// are plain data and structured-clone as they are.
import type { EditionJson } from "../../../compiler/serialize";
import type { Action, GameState, Seat } from "../../engine";

export type ToWorker = { kind: "edition"; edition: EditionJson } | { kind: "choose"; id: number; state: GameState; seat: Seat };

export type FromWorker = { kind: "action"; id: number; action: Action } | { kind: "error"; id: number; message: string };
