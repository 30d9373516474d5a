// The shape of one action: its own checks, what it does, and every legal instance of it for a seat.
// The dispatcher (apply.ts, legal.ts) has already checked the common ground: the game is not over, the
// seat exists, it is this seat's turn (or, for show-card, this seat is asked to show).
import type { Ctx } from "../context";
import { err } from "../errors";
import type { ActionOf, ActionType, EngineError, GameEvent, GameState, Seat } from "../types";

export interface ActionDef<T extends ActionType> {
  type: T;
  /** Why this action can not be applied now (null when it can). Must not trust the action's fields. */
  check(ctx: Ctx, state: GameState, action: ActionOf<T>): EngineError | null;
  /** Applies a checked action; pushes what happened onto `ev`. */
  run(ctx: Ctx, state: GameState, action: ActionOf<T>, ev: GameEvent[]): GameState;
  /** Every legal action of this type for `seat`, in a stable order. */
  list(ctx: Ctx, state: GameState, seat: Seat): ActionOf<T>[];
  /** Whether `list` would give anything (cheaper for actions with many instances). */
  any?(ctx: Ctx, state: GameState, seat: Seat): boolean;
  /** The action's own fields, copied (what a save records). */
  clean(action: ActionOf<T>): ActionOf<T>;
}

export const isString = (x: unknown): x is string => typeof x === "string";

/** UNKNOWN_CARD unless `suspect` and `weapon` name a suspect and a weapon of the edition (suggest, accuse). */
export function unknownNamed(ctx: Ctx, suspect: unknown, weapon: unknown): EngineError | null {
  if (!isString(suspect) || !ctx.suspectIndex.has(suspect)) return err("UNKNOWN_CARD", String(suspect));
  if (!isString(weapon) || !ctx.weaponIndex.has(weapon)) return err("UNKNOWN_CARD", String(weapon));
  return null;
}
