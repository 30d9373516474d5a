// The engine's data: game state, actions, events and errors. Plain JSON values only (no classes, no Maps,
// no typed arrays), so a state can be stored, sent, frozen and compared as it is.
import type { Face } from "../../schemas/edition";
import type { AnyAction } from "./actions";
import type { Chain } from "./chain";
import type { ErrorCode } from "./errors";

/** Seats are numbered 0 .. seats-1 in play order, which is the edition's suspect order. */
export type Seat = number;
/** A card is its id: suspect, weapon and room ids are unique across the three kinds. */
export type Card = string;
export type CardKind = "suspect" | "weapon" | "room";

export interface Solution {
  suspect: string;
  weapon: string;
  room: string;
}

export type Controller = { kind: "human" } | { kind: "bot"; level: string };

export interface SeatConfig {
  suspect: string;
  /** Human when left out. */
  controller?: Controller;
}

export interface SeatInfo {
  suspect: string;
  controller: Controller;
}

export type OutReason = "accusation" | "clock";

/** A card of another seat's hand that this seat has seen, and how. */
export interface SeenCard {
  card: Card;
  by: Seat;
  via: "suggestion" | "peek";
}

export interface PlayerState {
  out: OutReason | null;
  accused: boolean;
  /** A suggestion moved this seat's token into a room since its last turn. */
  movedBySuggestion: boolean;
  /** Intrigue draws this seat may take on its next turn (moved by another seat's suggestion). */
  drawsOwed: number;
  /** Keeper ids held, face up in front of the player. */
  keepers: string[];
  powerUsed: boolean;
  seenPool: boolean;
  /** This seat looked into the envelope (after its own wrong accusation). */
  sawEnvelope: boolean;
  seen: SeenCard[];
}

export type Phase = "start" | "rolled" | "moved" | "suggested";

interface Roll {
  faces: Face[];
  /** Steps to move: the numeric faces, plus any steps added by effects. */
  steps: number;
}

export interface TurnState {
  seat: Seat;
  /** Counts every turn from 1. */
  number: number;
  phase: Phase;
  roll: Roll | null;
  /** The room node left this turn (it may not be entered again this turn); -1 for none. */
  left: number;
  /** The token entered a room this turn, by moving, a passage or an effect. */
  entered: boolean;
  suggested: boolean;
  lookedPool: boolean;
  extraTurn: boolean;
}

/** The game waits for `seat` to show `to` one of `options` (secret: only `seat` sees the options). */
export interface PendingShow {
  seat: Seat;
  to: Seat;
  options: Card[];
}

export const CLOCK = "#clock";

interface IntrigueState {
  /** Draw from the end. Entries are Keeper ids or CLOCK. */
  deck: string[];
  /** Clocks lying face up. */
  clocksUp: number;
  /** Keepers played. */
  discard: string[];
}

export interface SuggestionRecord {
  seat: Seat;
  suspect: string;
  weapon: string;
  room: string;
  /** Seats asked in turn who could not disprove. */
  passed: Seat[];
  disprover: Seat | null;
  /** The card shown (secret: only the suggester and the disprover). */
  card: Card | null;
}

export interface GameResult {
  winner: Seat | null;
  reason: "accusation" | "last-player" | "everyone-out";
}

export interface GameState {
  /** The shape of this object; changes with the engine, independent of save formats (2: chunked log). */
  v: 2;
  edition: string;
  editionHash: string;
  seed: number;
  rng: number[];
  seats: SeatInfo[];
  envelope: Solution;
  hands: Card[][];
  /** Face-down leftovers of an equal deal. */
  pool: Card[];
  /** Cards lying face up for everyone, with whose hand they were. */
  faceUp: { card: Card; holder: Seat }[];
  /** Per suspect (edition order): the node its token stands on. */
  tokens: number[];
  /** Per weapon (edition order): the room node it lies in. */
  weapons: number[];
  players: PlayerState[];
  turn: TurnState;
  pending: PendingShow | null;
  intrigue: IntrigueState | null;
  suggestions: SuggestionRecord[];
  /** Every event so far (read with toArray). */
  log: Chain<GameEvent> | null;
  /** Every action applied so far, as a save records them (read with toArray). */
  history: Chain<Action> | null;
  result: GameResult | null;
}

/** Every action, as the action files under actions/ define them (see actions/index.ts). */
export type Action = AnyAction;

export type ActionType = Action["type"];

export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** Parts of an event only some seats may see. Card ids are only ever under `card` or `cards`. */
export interface Secret {
  to: Seat[];
  card?: Card;
  cards?: Card[];
}

type IntrigueDrawn =
  { kind: "clock"; count: number; last: boolean } | { kind: "keeper"; keeper: string } | { kind: "empty" };

export type GameEvent =
  | { type: "game-started"; seats: SeatInfo[]; handSizes: number[]; pool: number; first: Seat }
  /** Each round of the roll for first player: everyone, then those tied for the highest, until one is highest. */
  | { type: "first-roll"; rounds: { seat: Seat; faces: Face[]; total: number }[][] }
  | { type: "turn-started"; seat: Seat; turn: number }
  | { type: "rolled"; seat: Seat; faces: Face[]; steps: number }
  | { type: "moved"; seat: Seat; suspect: string; from: number; to: number }
  | { type: "passage"; seat: Seat; suspect: string; from: number; to: number }
  | { type: "intrigue-drawn"; seat: Seat; drawn: IntrigueDrawn }
  | { type: "suggested"; seat: Seat; suspect: string; weapon: string; room: string }
  | { type: "token-moved"; suspect: string; from: number; to: number; why: "suggestion" | "out" }
  | { type: "weapon-moved"; weapon: string; from: number; to: number }
  | { type: "cannot-disprove"; seat: Seat }
  | { type: "must-show"; seat: Seat; to: Seat }
  | { type: "card-shown"; seat: Seat; to: Seat; secret: Secret }
  | { type: "not-disproved"; seat: Seat }
  | { type: "accused"; seat: Seat; suspect: string; weapon: string; room: string; correct: boolean; secret?: Secret }
  | { type: "eliminated"; seat: Seat; reason: OutReason }
  | { type: "hand-revealed"; seat: Seat; cards: Card[] }
  | { type: "pool-looked"; seat: Seat; secret: Secret }
  | { type: "effect"; seat: Seat; source: { keeper: string } | { power: string }; effect: EffectNote }
  | { type: "peeked"; seat: Seat; target: Seat; secret: Secret }
  | { type: "turn-ended"; seat: Seat }
  | { type: "game-over"; result: GameResult; cards: Card[] };

/** What an effect did, for the log. */
export type EffectNote =
  | { kind: "extraTurn" }
  | { kind: "moveToRoom"; room: string }
  | { kind: "peekCard"; target: Seat }
  | { kind: "addSteps"; steps: number }
  | { kind: "rollAgain"; faces: Face[]; steps: number }
  | { kind: "cancelClock"; clocksUp: number };

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type ApplyResult = { state: GameState; events: GameEvent[] } | { error: EngineError };
