// Small copy-on-write helpers over the game state. Each returns a new object for what changes and shares
// everything else, so the state handed to `apply` is never touched.
import type { Ctx } from "./context";
import { change, changePlayer } from "./shape";
import type { GameState, PlayerState, Seat } from "./types";

/** The players with one of them patched: for an action that changes more than the players in one new state. */
export function playersWith(state: GameState, seat: Seat, patch: Partial<PlayerState>): PlayerState[] {
  const players = state.players.slice();
  players[seat] = changePlayer(players[seat] as PlayerState, patch);
  return players;
}

/** The tokens with one of them moved, as playersWith. */
export function tokensWith(state: GameState, suspect: number, node: number): number[] {
  const tokens = state.tokens.slice();
  tokens[suspect] = node;
  return tokens;
}

export function withPlayer(state: GameState, seat: Seat, patch: Partial<PlayerState>): GameState {
  return change(state, { players: playersWith(state, seat, patch) });
}

export function withToken(state: GameState, suspect: number, node: number): GameState {
  return change(state, { tokens: tokensWith(state, suspect, node) });
}

export function player(state: GameState, seat: Seat): PlayerState {
  return state.players[seat] as PlayerState;
}

export function suspectIndexOf(ctx: Ctx, state: GameState, seat: Seat): number {
  return ctx.suspectIndex.get(state.seats[seat]?.suspect ?? "") ?? -1;
}

/** The node the seat's token stands on. */
export function tokenOf(ctx: Ctx, state: GameState, seat: Seat): number {
  return state.tokens[suspectIndexOf(ctx, state, seat)] ?? -1;
}

/** The seat playing this suspect, or -1 when nobody plays it. */
export function seatOf(state: GameState, suspect: string): Seat {
  return state.seats.findIndex((s) => s.suspect === suspect);
}

export function activeSeats(state: GameState): Seat[] {
  const out: Seat[] = [];
  state.players.forEach((p, i) => {
    if (p.out === null) out.push(i);
  });
  return out;
}

export function isValidSeat(state: GameState, seat: unknown): seat is Seat {
  return typeof seat === "number" && Number.isInteger(seat) && seat >= 0 && seat < state.seats.length;
}
