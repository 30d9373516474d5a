// One online game in memory: the record, the engine's state rebuilt from seed + stored log, the stand-ins.
// What each seat is sent is worked out here, from `viewFor` and `legalActions` only.
import type { CompiledEdition } from "../../schemas/graph";
import {
  actingSeat,
  appended,
  engineFor,
  eventFor,
  toArray,
  type Action,
  type Engine,
  type GameEvent,
  type GameState,
  type LogEntry,
  type Seat,
  type Viewer,
} from "../engine";
import type { GameFrame } from "./protocol";
import { diffView, type ViewFields } from "./view-diff";
import type { GameRecord, StoredGame } from "./store/store";

export interface LiveGame {
  record: GameRecord;
  engine: Engine;
  state: GameState;
  /** Actions applied: the log's length. */
  version: number;
  /** The game's events so far (each seat's log is these as that seat may see them); grows in place. */
  events: GameEvent[];
  /** Human seats a computer player holds for now, by seat, at a level. */
  standIns: Map<Seat, string>;
  /** The cards an accusation names, in the engine's order: what a packed `accuse` lists. */
  cards: { suspects: string[]; weapons: string[]; rooms: string[] };
}

const CARDS = new WeakMap<CompiledEdition, LiveGame["cards"]>();

/** The suspects, weapons and card rooms of an edition, in the order the engine lists accusations (one copy per edition). */
export function cardsOf(compiled: CompiledEdition): LiveGame["cards"] {
  let cards = CARDS.get(compiled);
  if (!cards) {
    const { edition } = compiled;
    cards = {
      suspects: edition.suspects.map((s) => s.id),
      weapons: edition.weapons.map((w) => w.id),
      rooms: edition.rooms.filter((r) => r.card).map((r) => r.id),
    };
    CARDS.set(compiled, cards);
  }
  return cards;
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
  const events = toArray(state.log);
  return { record, engine, state, version: stored.actions.length, events, standIns, cards: cardsOf(compiled) };
}

/** The game after one more action. */
export function advance(g: LiveGame, state: GameState) {
  // Only the action's own events are added: the whole log as a new array after every action cost about as
  // much as the rest of the action's work before its frames (the log runs to hundreds of events).
  const added = appended(g.state.log, state.log);
  if (added) for (const e of added) g.events.push(e);
  else g.events = toArray(state.log);
  g.state = state;
  g.version += 1;
}

function withoutLog(view: ViewFields): ViewFields {
  const { log: _none, ...fields } = view as ViewFields & { log?: unknown };
  return fields;
}

/** What a connection was last sent: the frame's version, the view (without its log) and the log's length. */
export interface Held {
  version: number;
  view: ViewFields;
  log: number;
}

/**
 * The message for one viewer as it travels (protocol.ts's GameFrame), given what its connection was last sent
 * (null: nothing, or nothing it surely has): the view's change since then, the log's entries after it, each
 * as `viewFor` would give them; and what the connection holds once this frame is sent.
 */
export function frameFor(
  g: LiveGame,
  viewer: Viewer,
  away: Seat[],
  held: Held | null,
): { frame: GameFrame; held: Held } {
  // The view without its log (empty here: the log travels apart); diffView reads only the other fields, so
  // only a connection's first frame, which carries the view whole, copies it without the key.
  const view: ViewFields = g.engine.viewFor(g.state, viewer, { log: false });
  const from = held?.log ?? 0;
  const entries: LogEntry[] = [];
  for (let i = from; i < g.events.length; i++) entries.push(eventFor(g.events[i] as GameEvent, viewer));
  const { legal, accuse } = legalFor(g, viewer);
  const frame: GameFrame = {
    gameId: g.record.gameId,
    version: g.version,
    seat: viewer,
    base: held ? held.version : null,
    view: held ? diffView(held.view, view) : { set: withoutLog(view), lists: {} },
    log: { from, entries },
    legal,
    accuse,
    standIns: g.standIns.size === 0 ? [] : [...g.standIns.keys()].sort((a, b) => a - b),
    away,
  };
  return { frame, held: { version: g.version, view, log: g.events.length } };
}

/**
 * The viewer's legal actions as a frame packs them: what packLegal makes of `legalActions`, without listing
 * the accusations (every combination of suspect, weapon and card room; 324 objects in the classic game, made
 * afresh each time, cost more than the rest of a frame). Only the seat the game waits for has any.
 */
export function legalFor(g: LiveGame, viewer: Viewer): Pick<GameFrame, "legal" | "accuse"> {
  if (viewer === "spectator" || g.standIns.has(viewer) || actingSeat(g.state) !== viewer)
    return { legal: [], accuse: null };
  const legal: Action[] = [];
  let accuse: GameFrame["accuse"] = null;
  for (const type of g.engine.legalTypes(g.state, viewer))
    if (type === "accuse") accuse = { seat: viewer, at: legal.length, ...g.cards };
    else legal.push(...g.engine.legalActions(g.state, viewer, type));
  return { legal, accuse };
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
