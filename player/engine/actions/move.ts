// Move the token to a node the roll reaches (moves.ts). Entering a room lets the player suggest there;
// stopping on a question-mark space draws an Intrigue card (The Office).
import { err } from "../errors";
import { drawIntrigue } from "../intrigue";
import { moveDestinations } from "../moves";
import { suspectIndexOf, tokensWith } from "../ops";
import { change, changeTurn } from "../shape";
import type { Seat } from "../types";
import type { ActionDef } from "./def";

export type MoveAction = { type: "move"; seat: Seat; to: number };

export const move: ActionDef<MoveAction> = {
  type: "move",
  fields: { to: true },
  phases: ["rolled"],
  check(ctx, state, action) {
    if (state.turn.phase !== "rolled") return err(state.turn.phase === "start" ? "NOT_ROLLED" : "ALREADY_ROLLED");
    if (typeof action.to !== "number" || !moveDestinations(ctx, state).includes(action.to))
      return err("NOT_REACHABLE", String(action.to));
    return null;
  },
  run(ctx, state, action, ev) {
    const mover = suspectIndexOf(ctx, state, action.seat);
    const from = state.tokens[mover] as number;
    const { squareCount } = ctx.graph;
    ev.push({
      type: "moved",
      seat: action.seat,
      suspect: state.seats[action.seat]?.suspect ?? "",
      from,
      to: action.to,
    });
    let s = change(state, {
      tokens: tokensWith(state, mover, action.to),
      turn: changeTurn(state.turn, {
        phase: "moved",
        left: from >= squareCount ? from : state.turn.left,
        entered: action.to >= squareCount,
      }),
    });
    const intrigue = ctx.edition.modules.intrigue;
    if (action.to < squareCount && ctx.graph.question[action.to] === 1 && intrigue?.drawOnQuestionSpace)
      s = drawIntrigue(ctx, s, action.seat, ev);
    return s;
  },
  list: (ctx, state, seat) =>
    state.turn.phase === "rolled" ? moveDestinations(ctx, state).map((to) => ({ type: "move", seat, to })) : [],
  any: (ctx, state) => state.turn.phase === "rolled" && moveDestinations(ctx, state).length > 0,
  clean: (a) => ({ type: "move", seat: a.seat, to: a.to }),
};
