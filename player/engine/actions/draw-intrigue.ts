// Draw the Intrigue card owed to a seat whose token another seat's suggestion brought into a room
// (The Office: "you MAY draw"). Owed draws are taken on the seat's next turn and lapse at its end.
import { err } from "../errors";
import { drawIntrigue as draw } from "../intrigue";
import { player, withPlayer } from "../ops";
import type { GameState, Seat } from "../types";
import { type ActionDef, ANY_PHASE } from "./def";

/** Whether `check` lets the seat draw (without making the error it would give otherwise). */
function owed(state: GameState, seat: Seat): boolean {
  const me = player(state, seat);
  return me.out === null && me.drawsOwed > 0 && state.intrigue !== null;
}

export type DrawIntrigueAction = { type: "draw-intrigue"; seat: Seat };

export const drawIntrigue: ActionDef<DrawIntrigueAction> = {
  type: "draw-intrigue",
  fields: {},
  phases: ANY_PHASE,
  check(_ctx, state, action) {
    const me = player(state, action.seat);
    // An out seat never has the turn, nor draws owed (they are cleared when it goes out); both are checked here too.
    if (me.out !== null) return err("OUT_OF_GAME");
    return me.drawsOwed > 0 && state.intrigue ? null : err("NO_DRAW_OWED");
  },
  run(ctx, state, action, ev) {
    const s = withPlayer(state, action.seat, { drawsOwed: player(state, action.seat).drawsOwed - 1 });
    return draw(ctx, s, action.seat, ev);
  },
  list: (_ctx, state, seat) => (owed(state, seat) ? [{ type: "draw-intrigue", seat }] : []),
  any: (_ctx, state, seat) => owed(state, seat),
  clean: (a) => ({ type: "draw-intrigue", seat: a.seat }),
};
