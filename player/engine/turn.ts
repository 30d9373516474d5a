// Turn order and the end of the game: passing the turn among seats still in, putting a seat out, and
// declaring the result. Play passes in seat order (the edition's suspect order).
import type { Ctx } from "./context";
import { activeSeats, player, suspectIndexOf, withPlayer, withToken } from "./ops";
import { change, changePlayer, changeTurn } from "./shape";
import type { GameEvent, GameResult, GameState, OutReason, Seat, TurnState } from "./types";

export function freshTurn(seat: Seat, number: number): TurnState {
  return {
    seat,
    number,
    phase: "start",
    roll: null,
    left: -1,
    entered: false,
    suggested: false,
    lookedPool: false,
    extraTurn: false,
  };
}

/** The next seat after `seat` that is still in, or -1. */
function nextActive(state: GameState, seat: Seat): Seat {
  const n = state.seats.length;
  for (let i = 1; i <= n; i++) {
    const s = (seat + i) % n;
    if (state.players[s]?.out === null) return s;
  }
  return -1;
}

/** Ends the current turn: what was owed for this turn lapses, and play passes on (or repeats on an extra turn). */
export function endTurn(state: GameState, ev: GameEvent[]): GameState {
  const seat = state.turn.seat;
  ev.push({ type: "turn-ended", seat });
  let players = state.players;
  const p = player(state, seat);
  if (p.movedBySuggestion || p.drawsOwed > 0) {
    players = players.slice();
    players[seat] = changePlayer(p, { movedBySuggestion: false, drawsOwed: 0 });
  }
  const again = state.turn.extraTurn && p.out === null;
  const next = again ? seat : nextActive(state, seat);
  if (next < 0) return players === state.players ? state : change(state, { players });
  const turn = freshTurn(next, state.turn.number + 1);
  ev.push({ type: "turn-started", seat: next, turn: turn.number });
  // One new state for both halves: ending a turn is a third of all actions.
  return change(state, { players, turn });
}

export function finish(state: GameState, result: GameResult, ev: GameEvent[]): GameState {
  const { suspect, weapon, room } = state.envelope;
  ev.push({ type: "game-over", result, cards: [suspect, weapon, room] });
  return change(state, { result, pending: null });
}

/**
 * Puts a seat out. Its token stays on the board for suggestions, but one standing in front of a door
 * moves into that room so it blocks nobody. A hand put out by the clock is laid face up. The game ends
 * when nobody is left, or one is left where the last player wins; otherwise, if it was this seat's
 * turn, play passes on.
 */
export function eliminate(ctx: Ctx, state: GameState, seat: Seat, reason: OutReason, ev: GameEvent[]): GameState {
  let s = withPlayer(state, seat, { out: reason, drawsOwed: 0, movedBySuggestion: false });
  ev.push({ type: "eliminated", seat, reason });
  const mover = suspectIndexOf(ctx, s, seat);
  const node = s.tokens[mover] as number;
  const blocks = ctx.move.doorsBlocked || !ctx.move.passThrough;
  const room = node < ctx.graph.squareCount ? ctx.frontOf[node]?.[0] : undefined;
  if (blocks && room !== undefined) {
    s = withToken(s, mover, room);
    ev.push({ type: "token-moved", suspect: s.seats[seat]?.suspect ?? "", from: node, to: room, why: "out" });
  }
  if (reason === "clock") {
    const cards = s.hands[seat] ?? [];
    s = change(s, { faceUp: [...s.faceUp, ...cards.map((card) => ({ card, holder: seat }))] });
    ev.push({ type: "hand-revealed", seat, cards: cards.slice() });
  }
  const left = activeSeats(s);
  if (left.length === 0) return finish(s, { winner: null, reason: "everyone-out" }, ev);
  if (left.length === 1 && ctx.edition.rules.end.lastPlayerWins)
    return finish(s, { winner: left[0] as Seat, reason: "last-player" }, ev);
  if (s.turn.seat === seat) return endTurn(change(s, { turn: changeTurn(s.turn, { extraTurn: false }) }), ev);
  return s;
}
