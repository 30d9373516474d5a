// The turn every level plays, in the order a person would: show a card when asked, accuse when sure, use
// what the level knows how to use, suggest, take a passage or roll, move, and end the turn. A level fills in
// the judgements (the Mind); the order and the rules of thumb are shared.
import type { Action, Card, PlayerView } from "../../engine";
import type { Legal } from "../bot";
import { myNode, type BoardInfo } from "./board";
import type { Rand } from "./rand";
import { bestValue, chooseMove, passageIsBetter, valueOf, type RoomValues } from "./route";

export interface Accusation {
  suspect: string;
  weapon: string;
  room: string;
}

/**
 * A level's judgements about one view, as functions: a decision asks only for what it needs, and a level
 * works each out when first asked. (Functions, not getters: an object literal with getters gets a hidden
 * class of its own in V8, and a bot makes one of these for every decision.)
 */
export interface Mind {
  /** The accusation to make now, if the level is sure. */
  accusation: () => Accusation | null;
  suggestion: (room: string) => { suspect: string; weapon: string };
  roomValues: () => RoomValues;
  show: (options: Card[]) => Card;
  /** Keepers, powers, optional draws: an action to take first, if any. */
  extra?: (legal: Legal) => Action | null;
  /** Scales a destination down for the risk of standing there (0 = none). */
  risk?: (node: number) => number;
  /**
   * A level that plans its turns by the dice: the value of ending the move on `node`, whether to suggest
   * where a suggestion moved it rather than roll, and whether a passage beats rolling. Without them, the
   * rules of thumb below.
   */
  stand?: (node: number) => number;
  stay?: () => boolean;
  passage?: (room: string) => boolean;
}

export function decide(board: BoardInfo, view: PlayerView, legal: Legal, mind: Mind, rand: Rand): Action {
  const seat = view.viewer as number;
  const has = (t: Action["type"]) => legal.types.includes(t);
  if (has("show-card")) {
    const options = legal.list("show-card").map((a) => (a.type === "show-card" ? a.card : ""));
    return { type: "show-card", seat, card: mind.show(options) };
  }
  const accusation = has("accuse") ? mind.accusation() : null;
  if (accusation) return { type: "accuse", seat, ...accusation };
  const extra = mind.extra?.(legal);
  if (extra) return extra;
  if (has("look-pool")) return { type: "look-pool", seat };
  const here = myNode(view);
  const room = board.roomOf(here);
  if (has("suggest") && room) {
    // Right after entering, always; at the start of a turn (moved here by a suggestion), if the room is
    // worth as much as any other.
    const values = mind.roomValues();
    if (view.turn.phase !== "start" || (mind.stay ? mind.stay() : valueOf(values, here) >= bestValue(values) * 0.75))
      return { type: "suggest", seat, ...mind.suggestion(room) };
  }
  if (has("passage")) {
    const better = (room: string) =>
      mind.passage ? mind.passage(room) : passageIsBetter(board, here, room, mind.roomValues());
    const best = legal.list("passage").find((p) => p.type === "passage" && better(p.room));
    if (best) return best;
  }
  if (has("roll")) return { type: "roll", seat };
  if (has("move")) return chooseMove(board, legal.list("move"), mind.roomValues(), rand, mind.risk, mind.stand);
  if (has("end-turn")) return { type: "end-turn", seat };
  for (const t of legal.types) {
    const first = legal.list(t)[0];
    if (first) return first;
  }
  throw new Error(`seat ${seat} was asked to act with no legal action`);
}
