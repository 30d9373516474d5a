// Play a Keeper held (any number per turn). Its effect says when it may be played (effects/).
import type { Ctx } from "../context";
import { effectChoices, matchChoice, runEffect, type EffectChoice } from "../effects";
import { err } from "../errors";
import { player, withPlayer } from "../ops";
import { change } from "../shape";
import type { EngineError, GameState, Seat } from "../types";
import { type ActionDef, ANY_PHASE } from "./def";

function resolve(ctx: Ctx, state: GameState, a: PlayKeeperAction): EngineError | EffectChoice {
  const def = typeof a.keeper === "string" ? ctx.keepers.get(a.keeper) : undefined;
  if (!def || !player(state, a.seat).keepers.includes(a.keeper)) return err("NO_SUCH_KEEPER", String(a.keeper));
  return (
    matchChoice(effectChoices(ctx, state, a.seat, def.effect), a.target, a.room) ?? err("EFFECT_NOT_NOW", def.name)
  );
}

export type PlayKeeperAction = { type: "play-keeper"; seat: Seat; keeper: string; target?: Seat; room?: string };

export const playKeeper: ActionDef<PlayKeeperAction> = {
  type: "play-keeper",
  fields: { keeper: true, target: true, room: true },
  phases: ANY_PHASE,
  check(ctx, state, action) {
    const r = resolve(ctx, state, action);
    return "code" in r ? r : null;
  },
  run(ctx, state, action, ev) {
    const choice = resolve(ctx, state, action) as EffectChoice;
    const def = ctx.keepers.get(action.keeper);
    if (!def) return state;
    const keepers = player(state, action.seat).keepers.slice();
    keepers.splice(keepers.indexOf(action.keeper), 1);
    let s = withPlayer(state, action.seat, { keepers });
    if (s.intrigue)
      s = change(s, {
        intrigue: {
          deck: s.intrigue.deck,
          clocksUp: s.intrigue.clocksUp,
          discard: [...s.intrigue.discard, action.keeper],
        },
      });
    const at = ev.length;
    const done = runEffect(ctx, s, action.seat, def.effect, choice, ev);
    ev.splice(at, 0, { type: "effect", seat: action.seat, source: { keeper: action.keeper }, effect: done.note });
    return done.state;
  },
  list(ctx, state, seat) {
    if (player(state, seat).keepers.length === 0) return [];
    const held = [...new Set(player(state, seat).keepers)].sort();
    return held.flatMap((keeper) => {
      const def = ctx.keepers.get(keeper);
      if (!def) return [];
      return effectChoices(ctx, state, seat, def.effect).map((c) => ({
        type: "play-keeper" as const,
        seat,
        keeper,
        ...c,
      }));
    });
  },
  any: (ctx, state, seat) => player(state, seat).keepers.length > 0 && playKeeper.list(ctx, state, seat).length > 0,
  clean: (a) => ({
    type: "play-keeper",
    seat: a.seat,
    keeper: a.keeper,
    ...(a.target !== undefined ? { target: a.target } : {}),
    ...(a.room !== undefined ? { room: a.room } : {}),
  }),
};
