// Scenario helpers: set up a position by editing the (plain data) state, act, and check results and refusals.
import { expect } from "vitest";
import type { CompiledEdition } from "../../schemas/graph";
import { engineFor, toArray, type Engine } from "../../player/engine";
import { contextOf } from "../../player/engine/context";
import { seedRng, withRng } from "../../player/engine/rng";
import { freshTurn } from "../../player/engine/turn";
import type { Action, GameEvent, GameState, Seat } from "../../player/engine";
import { loadEdition } from "../editions";

/** Freezes everything reachable; stops at what is already frozen (so freezing each new state is cheap). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    const o = value as Record<string, unknown>;
    for (const k in o) deepFreeze(o[k]);
  }
  return value;
}

export interface Table {
  compiled: CompiledEdition;
  engine: Engine;
  /** The node of a square by [row, col]. */
  sq: (row: number, col: number) => number;
  room: (id: string) => number;
  suspect: (id: string) => number;
  /** A fresh game with these suspects seated (in any order) and this seed. */
  start: (suspects: string[], seed?: number) => GameState;
}

export function table(id: string): Table {
  const compiled = loadEdition(id);
  const ctx = contextOf(compiled);
  const engine = engineFor(compiled);
  const { graph } = compiled;
  return {
    compiled,
    engine,
    sq(row, col) {
      const n = graph.cellNode[row * graph.cols + col] ?? -1;
      if (n < 0 || n >= graph.squareCount) throw new Error(`[${row}, ${col}] is not a square`);
      return n;
    },
    room: (rid) => {
      const i = ctx.roomIndex.get(rid);
      if (i === undefined) throw new Error(`no room ${rid}`);
      return graph.squareCount + i;
    },
    suspect: (sid) => ctx.suspectIndex.get(sid) ?? -1,
    start: (suspects, seed = 1) => engine.createGame({ seats: suspects.map((suspect) => ({ suspect })), seed }),
  };
}

/** Applies an action that must be accepted; the input is deep-frozen first. */
export function act(t: Table, state: GameState, action: Action): GameState {
  const r = t.engine.apply(deepFreeze(state), action);
  if ("error" in r) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Applies an action and returns the events too. */
export function actWithEvents(t: Table, state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = t.engine.apply(deepFreeze(state), action);
  if ("error" in r) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r;
}

/** The action must be refused with this code, the state left as it was, and the action not listed as legal. */
export function refuse(t: Table, state: GameState, action: Action, code: string): void {
  const before = JSON.stringify(state);
  const r = t.engine.apply(deepFreeze(state), action);
  expect("error" in r ? r.error.code : "accepted").toBe(code);
  expect(JSON.stringify(state)).toBe(before);
  const listed = t.engine.legalActions(state, action.seat).map((a) => JSON.stringify(a));
  expect(listed).not.toContain(JSON.stringify(action));
}

export function events(state: GameState): GameEvent[] {
  return toArray(state.log);
}

export function place(t: Table, state: GameState, placements: Record<string, number>): GameState {
  const tokens = state.tokens.slice();
  for (const [s, node] of Object.entries(placements)) tokens[t.suspect(s)] = node;
  return { ...state, tokens };
}

/** The seat's turn, at its start. */
export function turnOf(state: GameState, seat: Seat): GameState {
  return {
    ...state,
    pending: null,
    turn: freshTurn(seat, state.turn.number),
  };
}

/** The current seat has rolled `steps` (without rolling dice). */
export function rolled(state: GameState, steps: number): GameState {
  return { ...state, turn: { ...state.turn, phase: "rolled", roll: { faces: [steps], steps } } };
}

export function moves(t: Table, state: GameState): number[] {
  return t.engine.legalActions(state, state.turn.seat, "move").map((a) => (a as Extract<Action, { type: "move" }>).to);
}

/** A generator state whose next draws satisfy `ok` (found by trying seeds), to force dice and shuffles. */
export function rngWhere(ok: (draw: (from: number, to: number) => number) => boolean): number[] {
  for (let seed = 1; seed < 100_000; seed++) {
    const rng = seedRng(seed);
    const [good] = withRng(rng, (r) => ok((a, b) => r.int(a, b)));
    if (good) return rng;
  }
  throw new Error("no seed found");
}

/**
 * Rewrites who holds what: the envelope and some seats' hands as given, every other card dealt round the
 * remaining seats (or to the last seat when every hand is given), so each card stays in exactly one place.
 */
export function arrange(
  t: Table,
  state: GameState,
  spec: { envelope?: [string, string, string]; hands?: Record<number, string[]> },
): GameState {
  const ctx = contextOf(t.compiled);
  const e = spec.envelope ?? [state.envelope.suspect, state.envelope.weapon, state.envelope.room];
  const hands = state.seats.map((_, i) => (spec.hands?.[i] ?? []).slice());
  const fixed = new Set([...e, ...Object.values(spec.hands ?? {}).flat()]);
  const free = state.seats.map((_, i) => i).filter((i) => spec.hands?.[i] === undefined);
  const rest = ctx.cards.filter((c) => !fixed.has(c));
  const pool = state.pool.length > 0 ? rest.splice(0, state.pool.length) : [];
  rest.forEach((c, k) => hands[free.length ? (free[k % free.length] as number) : hands.length - 1]?.push(c));
  return { ...state, envelope: { suspect: e[0], weapon: e[1], room: e[2] }, hands, pool };
}

/** The current seat has moved into `room` this turn (and may suggest there). */
export function entered(t: Table, state: GameState, suspect: string, room: string): GameState {
  const s = place(t, state, { [suspect]: t.room(room) });
  return { ...s, turn: { ...s.turn, phase: "moved", entered: true } };
}
