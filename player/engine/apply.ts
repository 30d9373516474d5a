// apply(ctx, state, action): the one reducer, for the edition of `ctx` (an engine passes its own). Never
// throws and never mutates: a refused action comes back as { error: { code, message } } and the caller
// keeps the state it had.
import { ACTIONS, actionDef } from "./actions";
import { link } from "./chain";
import type { Ctx } from "./context";
import { err } from "./errors";
import { copyEvents } from "./copy-events";
import { isValidSeat } from "./ops";
import { change } from "./shape";
import type { Action, ActionType, ApplyResult, EngineError, GameEvent, GameState } from "./types";

/** The checks every action shares: a game of this edition, a real action, a real seat, a game still on, and this seat's move to make. */
function gate(ctx: Ctx, state: GameState, action: unknown): { error: EngineError } | null {
  // A state from a save or a page may be anything.
  if ((state as GameState | null | undefined)?.editionHash !== ctx.hash) return { error: err("EDITION_MISMATCH") };
  if (typeof action !== "object" || action === null) return { error: err("BAD_ACTION") };
  const a = action as { type?: unknown; seat?: unknown };
  if (typeof a.type !== "string" || !Object.hasOwn(ACTIONS, a.type))
    return { error: err("UNKNOWN_ACTION", String(a.type)) };
  const fields = ACTIONS[a.type as ActionType].fields;
  for (const k in a)
    if (k !== "type" && k !== "seat" && !Object.hasOwn(fields, k))
      return { error: err("BAD_ACTION", `a ${a.type} action has no field "${k}"`) };
  if (!isValidSeat(state, a.seat)) return { error: err("BAD_SEAT", String(a.seat)) };
  if (state.result) return { error: err("GAME_OVER") };
  const type = a.type as ActionType;
  if (state.pending) {
    if (type !== "show-card") return { error: err("WAITING_FOR_CARD") };
    if (a.seat !== state.pending.seat) return { error: err("NOT_YOUR_TURN", "another seat is asked to show a card") };
  } else if (type === "show-card") return { error: err("NOTHING_TO_SHOW") };
  else if (a.seat !== state.turn.seat) return { error: err("NOT_YOUR_TURN") };
  return null;
}

export function apply(ctx: Ctx, state: GameState, action: Action): ApplyResult {
  return reduce(ctx, state, action, true);
}

/**
 * apply for a caller that drops the events (playout): the same checks and the same state, without the
 * copies of the events that nobody would see (its `events` is empty). The log's events are handed out by
 * views, frozen (view.ts).
 */
export function applyQuiet(ctx: Ctx, state: GameState, action: Action): ApplyResult {
  return reduce(ctx, state, action, false);
}

const NO_EVENTS: GameEvent[] = Object.freeze([]) as unknown as GameEvent[];

function reduce(ctx: Ctx, state: GameState, action: Action, copy: boolean): ApplyResult {
  try {
    const refused = gate(ctx, state, action);
    if (refused) return refused;
    const def = actionDef(action.type);
    const problem = def.check(ctx, state, action);
    if (problem) return { error: problem };
    const ev: GameEvent[] = [];
    let next = def.run(ctx, state, action, ev);
    // `next` is a fresh object made by this call (copied here if the action changed nothing else).
    if (next === state) next = change(state, {});
    next.log = link(state.log, ev);
    next.history = link(state.history, [def.clean(action)]);
    // The caller's own copies: nobody can change the game through the events returned.
    return { state: next, events: copy ? copyEvents(ev) : NO_EVENTS };
  } catch (e) {
    return { error: err("INTERNAL_ERROR", e instanceof Error ? e.message : String(e)) };
  }
}
