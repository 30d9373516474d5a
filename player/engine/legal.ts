// legalActions(ctx, state, seat[, type]): every action `apply` would accept from this seat now. For `move`,
// one action per reachable destination; for `suggest` and `accuse`, every combination of names.
import { BY_PHASE, actionDef } from "./actions";
import type { Ctx } from "./context";
import type { Action, ActionType, GameState, Seat } from "./types";

/** Whether this seat may act now in a game of this edition. */
function acts(ctx: Ctx, state: GameState, seat: Seat): boolean {
  if (state.result || state.editionHash !== ctx.hash) return false;
  return state.pending ? state.pending.seat === seat : state.turn.seat === seat;
}

export function legalActions(ctx: Ctx, state: GameState, seat: Seat, type?: ActionType): Action[] {
  if (!acts(ctx, state, seat)) return [];
  // Each action lists itself only where its checks allow it, so asking only the types of this phase changes nothing but the cost.
  const types = state.pending ? BY_PHASE.pending : BY_PHASE[state.turn.phase];
  if (type !== undefined) return types.includes(type) ? actionDef(type).list(ctx, state, seat) : [];
  const out: Action[] = [];
  for (const t of types) for (const a of actionDef(t).list(ctx, state, seat)) out.push(a);
  return out;
}

/** The action types this seat may take now (cheaper than listing every action). */
export function legalTypes(ctx: Ctx, state: GameState, seat: Seat): ActionType[] {
  if (!acts(ctx, state, seat)) return [];
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
