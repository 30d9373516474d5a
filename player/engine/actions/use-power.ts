// Use the seat's Personality power, once per game. Its effect says when it may be used (effects/).
import type { PowerDef } from "../../../schemas/edition";
import type { Ctx } from "../context";
import { effectChoices, matchChoice, runEffect } from "../effects";
import { err } from "../errors";
import { player, withPlayer } from "../ops";
import type { GameState, Seat } from "../types";
import { type ActionDef, ANY_PHASE } from "./def";

function powerOf(ctx: Ctx, state: GameState, seat: Seat): PowerDef | undefined {
  if (player(state, seat).powerUsed) return undefined;
  return ctx.powers.get(state.seats[seat]?.suspect ?? "");
}

export type UsePowerAction = { type: "use-power"; seat: Seat; target?: Seat; room?: string };

export const usePower: ActionDef<UsePowerAction> = {
  type: "use-power",
  fields: { target: true, room: true },
  phases: ANY_PHASE,
  check(ctx, state, action) {
    const power = powerOf(ctx, state, action.seat);
    if (!power) return err("NO_POWER");
    return matchChoice(effectChoices(ctx, state, action.seat, power.effect), action.target, action.room)
      ? null
      : err("EFFECT_NOT_NOW", power.name);
  },
  run(ctx, state, action, ev) {
    const power = powerOf(ctx, state, action.seat);
    const choice =
      power && matchChoice(effectChoices(ctx, state, action.seat, power.effect), action.target, action.room);
    if (!power || !choice) return state;
    const s = withPlayer(state, action.seat, { powerUsed: true });
    const at = ev.length;
    const done = runEffect(ctx, s, action.seat, power.effect, choice, ev);
    ev.splice(at, 0, { type: "effect", seat: action.seat, source: { power: power.name }, effect: done.note });
    return done.state;
  },
  list(ctx, state, seat) {
    const power = powerOf(ctx, state, seat);
    return power
      ? effectChoices(ctx, state, seat, power.effect).map((c) => ({ type: "use-power" as const, seat, ...c }))
      : [];
  },
  any: (ctx, state, seat) => ctx.powers.size > 0 && usePower.list(ctx, state, seat).length > 0,
  clean: (a) => ({
    type: "use-power",
    seat: a.seat,
    ...(a.target !== undefined ? { target: a.target } : {}),
    ...(a.room !== undefined ? { room: a.room } : {}),
  }),
};
