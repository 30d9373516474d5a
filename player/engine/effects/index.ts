// The effect registry: one file per effect kind. Adding an effect is adding a file and a line here.
import type { Effect } from "../../../schemas/edition";
import type { Ctx } from "../context";
import type { EffectNote, GameEvent, GameState, Seat } from "../types";
import { addSteps } from "./add-steps";
import { cancelClock } from "./cancel-clock";
import type { EffectChoice, EffectDef } from "./def";
import { extraTurn } from "./extra-turn";
import { moveToRoom } from "./move-to-room";
import { peekCard } from "./peek-card";
import { rollAgain } from "./roll-again";

type Registry = { [K in Effect["kind"]]: EffectDef<K> };

export const EFFECTS: Registry = { extraTurn, moveToRoom, peekCard, addSteps, rollAgain, cancelClock };

export type { EffectChoice };

export function effectChoices(ctx: Ctx, state: GameState, seat: Seat, effect: Effect): EffectChoice[] {
  const def = EFFECTS[effect.kind] as EffectDef<Effect["kind"]>;
  return def.choices(ctx, state, seat, effect);
}

export function runEffect(
  ctx: Ctx,
  state: GameState,
  seat: Seat,
  effect: Effect,
  choice: EffectChoice,
  ev: GameEvent[],
): { state: GameState; note: EffectNote } {
  const def = EFFECTS[effect.kind] as EffectDef<Effect["kind"]>;
  return def.run(ctx, state, seat, effect, choice, ev);
}

/** The choice among `choices` that the action's target and room name exactly, if any. */
export function matchChoice(choices: EffectChoice[], target: unknown, room: unknown): EffectChoice | undefined {
  return choices.find((c) => c.target === target && c.room === room);
}
