// The shape of one entry of the player's action registry: what the player shows of one engine action type
// (its control in the turn panel) and how it words the events that action produces (the log, the turn's
// story, the live region), in its messages of each language. The game's own events (the deal, a turn
// begun, the end) are an entry too.
import type { ComponentType } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action, LogEntry, PlayerView } from "../../engine";
import type { Turn } from "../game/useTurn";
import type { ByLang } from "../../../i18n/lang";
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
 * An event's sentence in one language, read from the viewer's entry (a card only where the engine merged
 * one in) with the context's names. Null when this entry has nothing to say of this event: an event
 * several entries word (an effect: the Keeper's entry names the Keeper, the game's says what it did) is
 * said by all their sentences in the registry's order.
 */
type Say<E> = (e: E, c: LogContext) => string | null;

/** Sentences by event type. Events of a newer engine (or a test) may be worded too, by their type. */
type Sentences = { [T in LogEntry["type"]]?: Say<EntryOf<T>> } & {
  [type: string]: Say<never> | undefined;
};

/** The turn's story: a clause shorter than the log's sentence (null: the log's), or false to say nothing. */
type Clauses = { [T in LogEntry["type"]]?: Say<EntryOf<T>> | false } & {
  [type: string]: Say<never> | false | undefined;
};

/** An entry's messages in one language: its controls' words, and its sentences. */
export interface EntryMessages {
  [word: string]: unknown;
  /** The log's sentence for each event the entry words (the live region and the story use them too). */
  log?: Sentences;
  /** Where the turn's story says an event otherwise. */
  story?: Clauses;
}

export interface ActionEntry<M extends EntryMessages = EntryMessages> {
  /** The engine's action type, as the control's `data-action` names it; or a name of its own (the game's events). */
  type: string;
  messages: ByLang<M>;
  /** Shown in the turn panel when `shows` says so: by default, when the type is legal now. */
  Control?: ComponentType<ControlProps>;
  shows?: (p: ControlProps) => boolean;
}
