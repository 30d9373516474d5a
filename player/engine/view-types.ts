// What one seat (or a spectator) may see of a game: the PlayerView. UI and bots get only this.
import type { Cell, Face } from "../../schemas/edition";
import type {
  Card,
  Controller,
  GameEvent,
  GameResult,
  OutReason,
  Phase,
  Secret,
  Seat,
  SeenCard,
  Solution,
} from "./types";

export type Viewer = Seat | "spectator";

/** An event as a viewer sees it: the secret part merged in when the viewer may see it, dropped otherwise. */
export type LogEntry = GameEvent extends infer E
  ? E extends { secret?: Secret }
    ? Omit<E, "secret"> & { card?: Card; cards?: Card[] }
    : E
  : never;

export interface SeatView {
  suspect: string;
  controller: Controller;
  handSize: number;
  out: OutReason | null;
  accused: boolean;
  /** Keepers lie face up in front of their holder. */
  keepers: string[];
  powerUsed: boolean;
  movedBySuggestion: boolean;
  drawsOwed: number;
}

export interface TokenView {
  suspect: string;
  node: number;
  room: string | null;
  cell: Cell | null;
}

/**
 * The facts a deduction engine reasons from, in the order they happened (see player/bots/deduce).
 * `named` are the cards a suggestion or accusation names (public words, not cards seen); cards actually
 * seen are only ever under `card`, `cards` or `shown`.
 */
export type ViewRecord =
  | { kind: "faceUp"; holder: Seat | "pool"; cards: Card[] }
  | { kind: "poolSeen"; cards: Card[] }
  | { kind: "shown"; card: Card; by: Seat }
  | {
      kind: "suggestion";
      by: Seat;
      named: [Card, Card, Card];
      passed: Seat[];
      disprover: Seat | null;
      shown?: Card | null;
    }
  | { kind: "accusation"; by: Seat; named: [Card, Card, Card]; correct: boolean };

export interface PlayerView {
  edition: string;
  editionHash: string;
  viewer: Viewer;
  seats: readonly SeatView[];
  /** The viewer's own hand (empty for a spectator). */
  hand: readonly Card[];
  /** Cards of other hands shown to the viewer (by a suggestion's disprover, or a peek). */
  seen: readonly SeenCard[];
  faceUp: readonly { card: Card; holder: Seat }[];
  /** The face-down leftovers: their cards once the viewer has looked at them, and for everyone once the game is over. */
  pool: { size: number; room: string | null; cards: Card[] | null };
  /**
   * Every seat's hand, by seat, laid open once the game is over (`result` set), for every viewer the
   * spectator included; null while the game is on. Copies: changing them changes nothing in the game.
   */
  hands: Card[][] | null;
  /** The solution, once the viewer has seen it: after its own wrong accusation, or when the game is over. */
  envelope: Solution | null;
  tokens: readonly TokenView[];
  weapons: readonly { weapon: string; room: string }[];
  turn: {
    seat: Seat;
    number: number;
    phase: Phase;
    roll: { faces: Face[]; steps: number } | null;
    suggested: boolean;
    extraTurn: boolean;
  };
  /** Who the game waits for to show a card; the choices only for that seat. */
  waiting: { seat: Seat; to: Seat; options?: Card[] } | null;
  intrigue: { deck: number; clocksUp: number; clocks: number; discard: string[] } | null;
  records: readonly ViewRecord[];
  log: readonly LogEntry[];
  result: GameResult | null;
}
