// Every code `apply`, `createGame` and `loadGame` answer with: stable SCREAMING_SNAKE names, one line each.
import type { EngineError } from "./types";

export const ERRORS = {
  BAD_ACTION: "the action is not a well-formed action object",
  UNKNOWN_ACTION: "there is no action of this type",
  BAD_SEAT: "there is no such seat",
  EDITION_MISMATCH: "this game is of another edition than this engine's: use engineFor(the game's compiled edition)",
  GAME_OVER: "the game is over",
  NOT_YOUR_TURN: "it is another seat's turn",
  WAITING_FOR_CARD: "the game is waiting for a card to be shown",
  NOTHING_TO_SHOW: "nobody is asked to show a card",
  NOT_A_CHOICE: "that card can not be shown: show one of the named cards you hold",
  ALREADY_ROLLED: "the dice were already rolled or the token already moved this turn",
  NOT_ROLLED: "roll the dice first",
  NOT_REACHABLE: "the token can not end its move there with this roll",
  NO_PASSAGE: "there is no secret passage from here to that room",
  NOT_IN_ROOM: "the token is not in a room where this is allowed",
  NO_SUGGESTION_HERE: "suggestions are never made in this room",
  ALREADY_SUGGESTED: "a suggestion was already made this turn",
  MUST_ENTER_FIRST: "suggest only in a room just entered (or one a suggestion moved you into)",
  UNKNOWN_CARD: "no such suspect, weapon or room",
  ACCUSE_ONLY_IN_ROOM: "accusations are made only in the accusation room",
  ACCUSE_NOT_NOW: "an accusation is not allowed at this point of the turn",
  ALREADY_ACCUSED: "each player accuses once a game, and this one has",
  OUT_OF_GAME: "this seat is out of the game: it only shows cards when asked",
  POOL_ALREADY_CHOSEN: "in this room a player either looks at the cards or accuses, not both",
  ONLY_ON_ENTRY: "this is done only in the turn the token moves into this room",
  MUST_MOVE: "the token must move (or the turn's action be finished) before the turn ends",
  NO_DRAW_OWED: "no Intrigue draw is owed to this seat",
  NO_SUCH_KEEPER: "this seat holds no such Keeper",
  NO_POWER: "this seat has no power, or has used it",
  EFFECT_NOT_NOW: "that effect can not be used now, or not with these choices",
  NO_POOL_HERE: "there are no face-down cards to look at here",
  POOL_ALREADY_SEEN: "this seat has already looked at the face-down cards",
  INTERNAL_ERROR: "the engine failed on this action (a bug): the state is unchanged",
  SETUP_INVALID: "the game can not be set up with these seats",
  SAVE_INVALID: "this is not a Clue Kit save",
  SAVE_FORMAT_UNKNOWN: "this save's format is newer than this engine, or unknown",
  SAVE_OTHER_EDITION: "this save belongs to another edition (or another version of it)",
  SAVE_TAMPERED: "this save was altered: it does not replay to what was saved",
} as const;

export type ErrorCode = keyof typeof ERRORS;

const plain = new Map<ErrorCode, EngineError>();

/** An error value. Without a detail the same frozen object is returned each time (legality checks run often). */
export function err(code: ErrorCode, detail?: string): EngineError {
  if (detail) return { code, message: `${ERRORS[code]}: ${detail}` };
  let e = plain.get(code);
  if (!e) plain.set(code, (e = Object.freeze({ code, message: ERRORS[code] })));
  return e;
}

/** Thrown only by createGame and helpers that can not return a value; apply never throws. */
export class EngineFailure extends Error {
  constructor(readonly error: EngineError) {
    super(error.message);
    this.name = "EngineFailure";
  }
}
