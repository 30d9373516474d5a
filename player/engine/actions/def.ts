// The shape of one action: its own checks, what it does, and every legal instance of it for a seat.
// The dispatcher (apply.ts, legal.ts) has already checked the common ground: the game is not over, the
// seat exists, it is this seat's turn (or, for show-card, this seat is asked to show).
import type { Ctx } from "../context";
import { err } from "../errors";
import type { EngineError, GameEvent, GameState, Phase, Seat } from "../types";

/** What every action carries: its type (named as the UI's `data-action` hook) and the seat taking it. */
export interface ActionBase {
  type: string;
  seat: Seat;
}

/** Every field of an action besides `type` and `seat`, each one named (the type checker sees to that). */
type Fields<A extends ActionBase> = { readonly [K in Exclude<keyof A, "type" | "seat">]-?: true };

/**
 * An action type is this one object in its own file: its shape (the action type `A`, `fields`), when it
 * can be taken (`phases`), its checks, what it does, and its legal instances. The Action union, the
 * fields `apply` accepts and the types `legalTypes` asks about are all read from the registry of these.
 */
export interface ActionDef<A extends ActionBase> {
  type: A["type"];
  /** The fields it carries besides `type` and `seat`: an action with any other field is refused (BAD_ACTION). */
  fields: Fields<A>;
  /** The turn phases in which it can be allowed at all, or "pending" for the answer the game waits for. */
  phases: readonly Phase[] | "pending";
  /** Why this action can not be applied now (null when it can). Must not trust the action's fields. */
  check: (ctx: Ctx, state: GameState, action: A) => EngineError | null;
  /** Applies a checked action; pushes what happened onto `ev`. */
  run: (ctx: Ctx, state: GameState, action: A, ev: GameEvent[]) => GameState;
  /** Every legal action of this type for `seat`, in a stable order. */
  list: (ctx: Ctx, state: GameState, seat: Seat) => A[];
  /** Whether `list` would give anything (cheaper for actions with many instances). */
  any?: (ctx: Ctx, state: GameState, seat: Seat) => boolean;
  /** The action's own fields, copied (what a save records). */
  clean: (action: A) => A;
}

/** Every phase of a turn. */
export const ANY_PHASE: readonly Phase[] = ["start", "rolled", "moved", "suggested"];

export const isString = (x: unknown): x is string => typeof x === "string";

/** UNKNOWN_CARD unless `suspect` and `weapon` name a suspect and a weapon of the edition (suggest, accuse). */
export function unknownNamed(ctx: Ctx, suspect: unknown, weapon: unknown): EngineError | null {
  if (!isString(suspect) || !ctx.suspectIndex.has(suspect)) return err("UNKNOWN_CARD", String(suspect));
  if (!isString(weapon) || !ctx.weaponIndex.has(weapon)) return err("UNKNOWN_CARD", String(weapon));
  return null;
}
