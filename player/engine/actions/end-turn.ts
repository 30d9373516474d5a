// End the turn. A token in a room must leave it first (when the edition says so) unless it is trapped
// there; after a roll the move must be made unless no square or room can be reached.
import type { Ctx } from "../context";
import { err } from "../errors";
import { isTrapped, moveDestinations } from "../moves";
import { player, tokenOf } from "../ops";
import { endTurn as passTurn } from "../turn";
import type { EngineError, GameState, Seat } from "../types";
import { type ActionDef, ANY_PHASE } from "./def";

function endTurnBlocker(ctx: Ctx, state: GameState, seat: Seat): EngineError | null {
  const { phase } = state.turn;
  if (phase === "moved" || phase === "suggested") return null;
  if (phase === "rolled") return moveDestinations(ctx, state).length === 0 ? null : err("MUST_MOVE");
  const inRoom = tokenOf(ctx, state, seat) >= ctx.graph.squareCount;
  const { mustLeaveRoom, movedMayStay } = ctx.edition.rules.movement;
  if (
    inRoom &&
    (!mustLeaveRoom || (movedMayStay === true && player(state, seat).movedBySuggestion) || isTrapped(ctx, state, seat))
  )
    return null;
  return err("MUST_MOVE");
}

export type EndTurnAction = { type: "end-turn"; seat: Seat };

export const endTurn: ActionDef<EndTurnAction> = {
  type: "end-turn",
  fields: {},
  phases: ANY_PHASE,
  check: (ctx, state, action) => endTurnBlocker(ctx, state, action.seat),
  run: (_ctx, state, _action, ev) => passTurn(state, ev),
  list: (ctx, state, seat) => (endTurnBlocker(ctx, state, seat) ? [] : [{ type: "end-turn", seat }]),
  any: (ctx, state, seat) => endTurnBlocker(ctx, state, seat) === null,
  clean: (a) => ({ type: "end-turn", seat: a.seat }),
};
