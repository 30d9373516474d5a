// The computer players (and the notebook's deduction) behind one interface: in a Web Worker in the page (it never freezes), in the same
// thread in unit tests (bot-chooser.ts). Either way a bot sees only `viewFor` of its own seat.
import type { Notebook } from "../../bots/deduce/notebook/notebook";
import type { Action, GameState, PlayerView, Seat } from "../../engine";

export interface BotRunner {
  /** The bot's action for `seat` in `state`. */
  choose: (state: GameState, seat: Seat) => Promise<Action>;
  /** The notebook of the view's seat, worked out beside the bots (the exact count is the costly part). */
  notebook: (view: PlayerView) => Promise<Notebook | null>;
  dispose: () => void;
}
