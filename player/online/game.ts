// One online game in memory: the record, the engine's state rebuilt from seed + stored log, the stand-ins.
// What each seat is sent is worked out here, from `viewFor` and `legalActions` only.
import type { CompiledEdition } from "../../schemas/graph";
import {
  actingSeat,
  engineFor,
  eventFor,
  toArray,
  type Engine,
  type GameEvent,
  type GameState,
  type Seat,
  type Viewer,
} from "../engine";
import { packLegal, type GameFrame } from "./protocol";
import type { GameRecord, StoredGame } from "./store/store";

export interface LiveGame {
  record: GameRecord;
  engine: Engine;
  state: GameState;
  /** Actions applied: the log's length. */
  version: number;
  /** The game's events so far (each seat's log is these as that seat may see them). */
  events: readonly GameEvent[];
  /** Human seats a computer player holds for now, by seat, at a level. */
  standIns: Map<Seat, string>;
}

/** The game of a stored record and log, replayed from its seed; a log that does not replay is refused. */
export function replay(compiled: CompiledEdition, stored: StoredGame): LiveGame {
  const engine = engineFor(compiled);
  const { record } = stored;
  let state = engine.createGame({ seats: record.seats, seed: record.seed });
  stored.actions.forEach((action, i) => {
    const r = engine.apply(state, action);
    if ("error" in r)
      throw new Error(`game ${record.gameId}: stored action ${i + 1} does not replay (${r.error.message})`);
    state = r.state;
  });
  const standIns = new Map<Seat, string>();
  for (const [seat, level] of Object.entries(stored.standIns)) standIns.set(Number(seat), level);
  return { record, engine, state, version: stored.actions.length, events: toArray(state.log), standIns };
}

/** The game after one more action. */
export function advance(g: LiveGame, state: GameState) {
  g.state = state;
  g.version += 1;
  g.events = toArray(state.log);
}

/**
 * The message for one viewer as it travels (protocol.ts's GameFrame): the log's entries after the `from`
 * this client holds, each as `viewFor` would give it; the rest of the view without its log.
 */
export function frameFor(g: LiveGame, viewer: Viewer, away: Seat[], from: number): GameFrame {
  const view = g.engine.viewFor(g.state, viewer, { log: false });
  const { log: _none, ...rest } = view;
  const legal = viewer === "spectator" || g.standIns.has(viewer) ? [] : g.engine.legalActions(g.state, viewer);
  return {
    gameId: g.record.gameId,
    version: g.version,
    seat: viewer,
    view: rest,
    log: { from, entries: g.events.slice(from).map((e) => eventFor(e, viewer)) },
    ...packLegal(legal),
    standIns: [...g.standIns.keys()].sort((a, b) => a - b),
    away,
  };
}

/** The seat a computer player must act for now (a computer's seat, or a human's a stand-in holds), and at what level. */
export function computerToAct(g: LiveGame): { seat: Seat; level: string } | null {
  const seat = actingSeat(g.state);
  if (seat < 0) return null;
  const c = g.record.seats[seat]?.controller;
  if (c?.kind === "bot") return { seat, level: c.level };
  const level = g.standIns.get(seat);
  return level === undefined ? null : { seat, level };
}

export const isHuman = (g: LiveGame, seat: Seat): boolean => g.record.seats[seat]?.controller.kind === "human";
