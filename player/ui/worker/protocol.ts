// Messages between the page and its Worker. The Worker plays the computer players (the edition once, as
// editionToJson, then states, which are plain data) and runs the compiler (built-in editions, files
// opened in the page) and markdown-it (the rules text), so none of them weighs on the page's own script.
import type { Diagnostic } from "../../../schemas/diagnostic";
import type { EditionFiles } from "../../../schemas/input";
import type { EditionJson } from "../../../edition/serialize";
import type { Notebook } from "../../bots/deduce/notebook/notebook";
import type { Action, GameState, PlayerView, Seat } from "../../engine";
import type { MdToken } from "../rules/tokens";

export type ToWorker =
  | { kind: "edition"; edition: EditionJson }
  /** The whole state (the Worker keeps it as its copy number `sync`)... */
  | { kind: "choose"; id: number; state: GameState; seat: Seat; sync: number }
  /** ...or only the actions applied since its copy number `after`, which makes copy number `sync`. */
  | { kind: "choose-next"; id: number; after: number; sync: number; actions: Action[]; seat: Seat }
  /** `opened`: every file opened with the edition, where an `extends:` by path finds its parent. */
  | { kind: "compile"; id: number; input: EditionFiles; opened: { file: string; text: string }[] }
  | { kind: "builtins"; id: number }
  | { kind: "markdown"; id: number; text: string }
  | { kind: "notebook"; id: number; view: PlayerView };

export type Compiled = { diagnostics: Diagnostic[]; edition: EditionJson | null; crash?: string };

export type FromWorker =
  | { kind: "action"; id: number; action: Action }
  | { kind: "compiled"; id: number; result: Compiled }
  | { kind: "builtins"; id: number; editions: { id: string; edition: EditionJson }[] }
  | { kind: "markdown"; id: number; tokens: MdToken[] }
  | { kind: "notebook"; id: number; book: Notebook | null }
  | { kind: "error"; id: number; message: string };
