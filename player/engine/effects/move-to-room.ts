// Instead of moving: put the token straight into a room (a fixed one, or any the player names). Entering
// this way counts as entering: the player may suggest there, or accuse if it is the accusation room.
import { roomNode } from "../context";
import { suspectIndexOf, withToken } from "../ops";
import { change, changeTurn } from "../shape";
import type { EffectDef } from "./def";
import { NONE } from "./def";

export const moveToRoom: EffectDef<"moveToRoom"> = {
  kind: "moveToRoom",
  choices(ctx, state, seat, effect) {
    if (state.turn.phase !== "start") return NONE;
    const here = state.tokens[suspectIndexOf(ctx, state, seat)];
    if (effect.room !== null) return roomNode(ctx, effect.room) === here ? NONE : [{}];
    return ctx.rooms.filter((r) => roomNode(ctx, r) !== here).map((room) => ({ room }));
  },
  run(ctx, state, seat, effect, choice, ev) {
    const room = effect.room ?? choice.room ?? "";
    const mover = suspectIndexOf(ctx, state, seat);
    const from = state.tokens[mover] as number;
    const to = roomNode(ctx, room);
    ev.push({ type: "moved", seat, suspect: state.seats[seat]?.suspect ?? "", from, to });
    const s = withToken(state, mover, to);
    const left = from >= ctx.graph.squareCount ? from : -1;
    return {
      state: change(s, { turn: changeTurn(s.turn, { phase: "moved", left, entered: true }) }),
      note: { kind: "moveToRoom", room },
    };
  },
};
