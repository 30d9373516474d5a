// apply(state, action): the one reducer. Never throws and never mutates: a refused action comes back as
// { error: { code, message } } and the caller keeps the state it had.
import { ACTIONS, actionDef } from "./actions";
import { link } from "./chain";
import { contextFor, type Ctx } from "./context";
import { err } from "./errors";
import { freezeEvents } from "./freeze";
import { isValidSeat } from "./ops";
import { change } from "./shape";
import type { Action, ActionType, ApplyResult, EngineError, GameEvent, GameState } from "./types";

/** The checks every action shares: a real action, a real seat, a game still on, and this seat's move to make. */
export function gate(state: GameState, action: unknown): Ctx | { error: EngineError } {
  const ctx = typeof state?.editionHash === "string" ? contextFor(state.editionHash) : undefined;
  if (!ctx) return { error: err("EDITION_NOT_LOADED") };
  if (typeof action !== "object" || action === null) return { error: err("BAD_ACTION") };
  const a = action as { type?: unknown; seat?: unknown };
  if (typeof a.type !== "string" || !Object.hasOwn(ACTIONS, a.type)) return { error: err("UNKNOWN_ACTION", String(a.type)) };
  const fields = ACTIONS[a.type as ActionType].fields;
  for (const k in a) if (k !== "type" && k !== "seat" && !Object.hasOwn(fields, k)) return { error: err("BAD_ACTION", `a ${a.type} action has no field "${k}"`) };
  if (!isValidSeat(state, a.seat)) return { error: err("BAD_SEAT", String(a.seat)) };
  if (state.result) return { error: err("GAME_OVER") };
  const type = a.type as ActionType;
  if (state.pending) {
    if (type !== "show-card") return { error: err("WAITING_FOR_CARD") };
    if (a.seat !== state.pending.seat) return { error: err("NOT_YOUR_TURN", "another seat is asked to show a card") };
  } else if (type === "show-card") return { error: err("NOTHING_TO_SHOW") };
  else if (a.seat !== state.turn.seat) return { error: err("NOT_YOUR_TURN") };
  return ctx;
}

export function apply(state: GameState, action: Action): ApplyResult {
  try {
    const ctx = gate(state, action);
    if ("error" in ctx) return ctx;
    const def = actionDef(action.type);
    const problem = def.check(ctx, state, action);
    if (problem) return { error: problem };
    const ev: GameEvent[] = [];
    let next = def.run(ctx, state, action, ev);
    // `next` is a fresh object made by this call (copied here if the action changed nothing else).
    if (next === state) next = change(state, {});
    // The events returned are the log's own: frozen, nobody can change the game through them. The list is
    // the caller's own copy (cheaper than freezing it).
    freezeEvents(ev);
    next.log = link(state.log, ev);
    next.history = link(state.history, [def.clean(action)]);
    return { state: next, events: ev.slice() };
  } catch (e) {
    return { error: err("INTERNAL_ERROR", e instanceof Error ? e.message : String(e)) };
  }
}
