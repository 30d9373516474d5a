// Take a secret passage instead of rolling: from a room with one, straight into the room it leads to.
import { err } from "../errors";
import { passagesFrom } from "../moves";
import { suspectIndexOf, tokensWith } from "../ops";
import { change, changeTurn } from "../shape";
import { roomAt, roomNode } from "../context";
import type { Seat } from "../types";
import type { ActionDef } from "./def";

export type PassageAction = { type: "passage"; seat: Seat; room: string };

export const passage: ActionDef<PassageAction> = {
  type: "passage",
  fields: { room: true },
  phases: ["start"],
  check(ctx, state, action) {
    if (state.turn.phase !== "start") return err("ALREADY_ROLLED");
    const to = typeof action.room === "string" ? roomNode(ctx, action.room) : -1;
    if (!passagesFrom(ctx, state, action.seat).includes(to)) return err("NO_PASSAGE", String(action.room));
    return null;
  },
  run(ctx, state, action, ev) {
    const mover = suspectIndexOf(ctx, state, action.seat);
    const from = state.tokens[mover] as number;
    const to = roomNode(ctx, action.room);
    ev.push({ type: "passage", seat: action.seat, suspect: state.seats[action.seat]?.suspect ?? "", from, to });
    return change(state, {
      tokens: tokensWith(state, mover, to),
      turn: changeTurn(state.turn, { phase: "moved", left: from, entered: true }),
    });
  },
  list: (ctx, state, seat) =>
    state.turn.phase === "start"
      ? passagesFrom(ctx, state, seat).map((n) => ({ type: "passage", seat, room: roomAt(ctx, n) ?? "" }))
      : [],
  any: (ctx, state, seat) => state.turn.phase === "start" && passagesFrom(ctx, state, seat).length > 0,
  clean: (a) => ({ type: "passage", seat: a.seat, room: a.room }),
};
