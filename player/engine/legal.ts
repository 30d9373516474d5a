// legalActions(state, seat[, type]): every action `apply` would accept from this seat now. For `move`,
// one action per reachable destination; for `suggest` and `accuse`, every combination of names.
import { BY_PHASE, actionDef } from "./actions";
import { contextFor, type Ctx } from "./context";
import type { Action, ActionType, GameState, Seat } from "./types";

function actor(state: GameState, seat: Seat): Ctx | null {
  if (state.result) return null;
  const ctx = contextFor(state.editionHash);
  if (!ctx) return null;
  if (state.pending ? state.pending.seat !== seat : state.turn.seat !== seat) return null;
  return ctx;
}

export function legalActions(state: GameState, seat: Seat, type?: ActionType): Action[] {
  const ctx = actor(state, seat);
  if (!ctx) return [];
  // Each action lists itself only where its checks allow it, so asking only the types of this phase changes nothing but the cost.
  const types = state.pending ? BY_PHASE.pending : BY_PHASE[state.turn.phase];
  if (type !== undefined) return types.includes(type) ? actionDef(type).list(ctx, state, seat) : [];
  const out: Action[] = [];
  for (const t of types) for (const a of actionDef(t).list(ctx, state, seat)) out.push(a);
  return out;
}

/** The action types this seat may take now (cheaper than listing every action). */
export function legalTypes(state: GameState, seat: Seat): ActionType[] {
  const ctx = actor(state, seat);
  if (!ctx) return [];
  const out: ActionType[] = [];
  for (const t of state.pending ? BY_PHASE.pending : BY_PHASE[state.turn.phase]) {
    const def = actionDef(t);
    if (def.any ? def.any(ctx, state, seat) : def.list(ctx, state, seat).length > 0) out.push(t);
  }
  return out;
}

/** The seat the game waits for: the one asked to show a card, else the seat whose turn it is; -1 when over. */
export function actingSeat(state: GameState): Seat {
  if (state.result) return -1;
  return state.pending ? state.pending.seat : state.turn.seat;
}
