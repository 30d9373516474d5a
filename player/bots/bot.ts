// A computer player is `(view, legal) -> action`: it sees one seat's PlayerView and the actions the engine
// would accept, nothing else. The compiled edition (public: the board, the cards, the rules) and a seed are
// given when the bot is made; its randomness is drawn from the seed and the view, so a bot is a pure
// function and a game replays exactly.
import type { CompiledEdition } from "../../schemas/graph";
import type { Action, ActionType, PlayerView } from "../engine";

/** What the engine would accept from the bot's seat now: the types, and every action of one type. */
export interface Legal {
  types: readonly ActionType[];
  list: (type: ActionType) => Action[];
}

export type Bot = (view: PlayerView, legal: Legal) => Action;

export type BotFactory = (compiled: CompiledEdition, seed: number) => Bot;
