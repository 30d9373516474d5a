// The knowledge record the deduction core reasons from, and what it answers with.
// Type-only. A seat's knowledge is built from its PlayerView by an adapter (added with the engine); nothing
// here can name the envelope's contents, because nothing here is ever given them.

export type CardKind = "suspect" | "weapon" | "room";
export const KINDS: readonly CardKind[] = ["suspect", "weapon", "room"];

export interface CardRef {
  id: string;
  kind: CardKind;
}

/** Seats are numbered 0 .. seats-1 in play order. */
export type Seat = number;
/** Where a card can be: a seat's hand, the envelope, or the face-down pool (The Office's leftovers). */
export type Holder = Seat | "envelope" | "pool";

/** What the observing seat has seen, in the order it happened; facts cite these by index. */
export type KnowledgeEvent =
  /** Cards lying face up and known to belong to a seat (an eliminated player's hand) or to the pool. */
  | { kind: "faceUp"; holder: Seat | "pool"; cards: readonly string[] }
  /** The observer looked at the face-down pool: these are all of its cards. */
  | { kind: "poolSeen"; cards: readonly string[] }
  /** A card shown to the observer outside a suggestion (a power, a Keeper). */
  | { kind: "shown"; card: string; by: Seat }
  /**
   * A suggestion of three cards (one of each kind). `passed`: the seats asked in turn who could not disprove.
   * `disprover`: who did (null when nobody could). `shown`: the card, only when it was shown to the observer.
   * The suggester may hold any of the named cards: nothing is assumed about them.
   */
  | {
      kind: "suggestion";
      by: Seat;
      cards: readonly [string, string, string];
      passed: readonly Seat[];
      disprover: Seat | null;
      shown?: string | null;
    }
  /** An accusation and whether it was right (a wrong one says the envelope is not exactly these three). */
  | { kind: "accusation"; by: Seat; cards: readonly [string, string, string]; correct: boolean };

export interface Knowledge {
  /** Every card of the edition with its kind; the envelope holds exactly one of each kind. */
  cards: readonly CardRef[];
  /** The observing seat. */
  seat: Seat;
  /** Cards in each seat's hand, by seat; its length is the number of seats. */
  handSizes: readonly number[];
  /** Cards in the face-down pool; 0 when the edition deals every card. */
  poolSize: number;
  /** The observer's own hand. */
  hand: readonly string[];
  events: readonly KnowledgeEvent[];
}

export type Cell = "yes" | "no" | "maybe";

/** Why a cell is certain. Cards and holders are indexes into the knowledge's `cards` and the holder list. */
export type Reason =
  | { rule: "hand" }
  | { rule: "faceUp"; event: number }
  | { rule: "poolSeen"; event: number }
  | { rule: "shown"; event: number }
  | { rule: "passed"; event: number }
  | { rule: "accused"; event: number }
  /** The card is certainly with another holder. */
  | { rule: "elsewhere"; at: number }
  /** Every other holder is ruled out. */
  | { rule: "onlyPlace" }
  /** The holder's cards (of this kind, for the envelope) are all known: these. */
  | { rule: "full"; known: readonly number[]; kind?: CardKind }
  /** The holder needs `size` more cards (of this kind) and only that many are possible. */
  | { rule: "needsAll"; size: number; kind?: CardKind }
  /** The disprover holds one of the three and not the others. */
  | { rule: "disproved"; event: number; others: readonly number[] }
  /** A wrong accusation named these cards, the others of which are in the envelope. */
  | { rule: "wrongAccusation"; event: number; others: readonly number[] }
  /** Found by counting every consistent deal, beyond the rules above. */
  | { rule: "counting" };

export interface Fact {
  card: number;
  holder: number;
  value: "yes" | "no";
  reason: Reason;
  /** The facts this one was derived from (indexes into the facts list). */
  from: readonly number[];
  /**
   * The events that imply it (sorted, transitive); the observer's own hand is implied and not listed.
   * A fact found by counting lists every event (the count does not say which ones it needed).
   */
  events: readonly number[];
}

export interface DeduceError {
  code: "UNKNOWN_CARD" | "BAD_SEAT" | "BAD_SIZES" | "BAD_EVENT" | "TOO_MANY_CARDS";
  message: string;
}
