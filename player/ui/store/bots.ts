// The computer players behind one interface: in a Web Worker in the page (it never freezes), in the same
// thread in unit tests (bot-chooser.ts). Either way a bot sees only `viewFor` of its own seat.
import type { Action, GameState, Seat } from "../../engine";

export interface BotRunner {
  /** The bot's action for `seat` in `state`. */
  choose(state: GameState, seat: Seat): Promise<Action>;
  dispose(): void;
}
