// New states, turns and players written out field by field. Every one then has the same shape (key
// order and hidden class), and copying one is a plain object literal: V8 copies a spread of objects built
// in different ways several times slower, and a game makes a few new states per action.
import type { GameState, PlayerState, TurnState } from "./types";

export function change(s: GameState, p: Partial<GameState>): GameState {
  return {
    v: 2,
    edition: s.edition,
    editionHash: s.editionHash,
    seed: s.seed,
    rng: p.rng ?? s.rng,
    seats: s.seats,
    envelope: s.envelope,
    hands: p.hands ?? s.hands,
    pool: p.pool ?? s.pool,
    faceUp: p.faceUp ?? s.faceUp,
    tokens: p.tokens ?? s.tokens,
    weapons: p.weapons ?? s.weapons,
    players: p.players ?? s.players,
    turn: p.turn ?? s.turn,
    pending: p.pending !== undefined ? p.pending : s.pending,
    intrigue: p.intrigue !== undefined ? p.intrigue : s.intrigue,
    suggestions: p.suggestions ?? s.suggestions,
    log: p.log !== undefined ? p.log : s.log,
    history: p.history !== undefined ? p.history : s.history,
    result: p.result !== undefined ? p.result : s.result,
  };
}

export function changeTurn(t: TurnState, p: Partial<TurnState>): TurnState {
  return {
    seat: t.seat,
    number: t.number,
    phase: p.phase ?? t.phase,
    roll: p.roll !== undefined ? p.roll : t.roll,
    left: p.left ?? t.left,
    entered: p.entered ?? t.entered,
    suggested: p.suggested ?? t.suggested,
    lookedPool: p.lookedPool ?? t.lookedPool,
    extraTurn: p.extraTurn ?? t.extraTurn,
  };
}

export function changePlayer(x: PlayerState, p: Partial<PlayerState>): PlayerState {
  return {
    out: p.out !== undefined ? p.out : x.out,
    accused: p.accused ?? x.accused,
    movedBySuggestion: p.movedBySuggestion ?? x.movedBySuggestion,
    drawsOwed: p.drawsOwed ?? x.drawsOwed,
    keepers: p.keepers ?? x.keepers,
    powerUsed: p.powerUsed ?? x.powerUsed,
    seenPool: p.seenPool ?? x.seenPool,
    sawEnvelope: p.sawEnvelope ?? x.sawEnvelope,
    seen: p.seen ?? x.seen,
  };
}
