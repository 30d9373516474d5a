// One effect of the vocabulary Keepers and powers are written in. `choices` lists every way it can be used
// right now (empty when it can not); an action's target/room must match one of them exactly.
import type { Effect } from "../../../schemas/edition";
import type { Ctx } from "../context";
import type { EffectNote, GameEvent, GameState, Seat } from "../types";

type EffectOf<K extends Effect["kind"]> = Extract<Effect, { kind: K }>;

export interface EffectChoice {
  target?: Seat;
  room?: string;
}

export interface EffectDef<K extends Effect["kind"]> {
  kind: K;
  choices: (ctx: Ctx, state: GameState, seat: Seat, effect: EffectOf<K>) => EffectChoice[];
  run: (
    ctx: Ctx,
    state: GameState,
    seat: Seat,
    effect: EffectOf<K>,
    choice: EffectChoice,
    ev: GameEvent[],
  ) => { state: GameState; note: EffectNote };
}

/** No way to use the effect now; exactly one way, with no choices to make. */
export const NONE: EffectChoice[] = [];
export const ONCE: EffectChoice[] = [{}];
