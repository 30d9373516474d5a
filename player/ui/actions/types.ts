// The shape of one entry of the player's action registry: what the player shows of one engine action type
// (its control in the turn panel) and how it words the events that action produces (the log, the turn's
// story, the live region). The game's own events (the deal, a turn begun, the end) are an entry too.
import type { ComponentType } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action, LogEntry, PlayerView } from "../../engine";
import type { Turn } from "../game/useTurn";
import type { ByLang } from "../i18n/lang";
import type { LogContext } from "../log/describe";
import type { Compute } from "../notebook/useNotebook";

/** What every control of the turn panel gets. */
export interface ControlProps {
  compiled: CompiledEdition;
  view: PlayerView;
  /** The viewer's legal actions now (`types`, and `list(type)` for the choices). */
  turn: Turn;
  /** The legal moves by destination node, as the board offers them. */
  moves: ReadonlyMap<number, Action>;
  onAct: (a: Action) => void;
  /** The log's words for this viewer, with this registry (a control may quote an event). */
  log: LogContext;
  /** The notebook's deduction for the viewer (the accusation form offers its certain cards first). */
  notebook?: Compute;
}

type EntryOf<T> = Extract<LogEntry, { type: T }>;

/**
 * An event's sentence in the context's language; `m` is the entry's own messages in that language. Null
 * when this entry does not word this event (an event two actions share, such as an effect: the Keeper's
 * entry words the Keeper's, the power's the power's).
 */
type Say<E, M> = (e: E, ctx: LogContext, m: M) => string | null;

/** Sentences by event type. Events of a newer engine (or a test) may be worded too, by their type. */
export type Sentences<M> = { [T in LogEntry["type"]]?: Say<EntryOf<T>, M> } & {
  [type: string]: Say<never, M> | undefined;
};

/** The turn's story: a clause shorter than the log's sentence, null for the log's sentence, false to say nothing. */
export type Clauses<M> = { [T in LogEntry["type"]]?: Say<EntryOf<T>, M> | false } & {
  [type: string]: Say<never, M> | false | undefined;
};

export interface ActionEntry<M = unknown> {
  /** The engine's action type, as the control's `data-action` names it; or a name of its own (the game's events). */
  type: string;
  messages: ByLang<M>;
  /** Shown in the turn panel when `shows` says so: by default, when the type is legal now. */
  Control?: ComponentType<ControlProps>;
  shows?: (p: ControlProps) => boolean;
  /** The log's sentence for each event this entry words (the live region and the story use it too). */
  log: Sentences<M>;
  /** Where the turn's story says it otherwise. */
  story?: Clauses<M>;
}

/** An entry checked against its own messages' type, then kept in the registry with the others. */
export function defineAction<M>(entry: ActionEntry<M>): ActionEntry {
  return entry as unknown as ActionEntry;
}
