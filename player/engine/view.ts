// viewFor(state, viewer): the only door to a game for UI and bots. Secrets by projection: a seat gets its
// own hand, the cards shown to it, what lies face up, the board, and the log of events as it may see them.
import { toArray } from "./chain";
import { Recent } from "./recent";
import { recordsFor } from "./records";
import { roomAt, type Ctx } from "./context";
import { deepFreeze } from "./freeze";
import type { GameEvent, GameState, SeenCard } from "./types";
import type { LogEntry, PlayerView, SeatView, TokenView, Viewer } from "./view-types";

/** One event as `viewer` may see it. */
export function eventFor(original: GameEvent, viewer: Viewer): LogEntry {
  // Events are frozen when first handed out, here or by apply: the log's own then can not be changed through a view.
  const event = deepFreeze(original);
  if (!("secret" in event) || event.secret === undefined) return event;
  const { secret, ...rest } = event;
  if (viewer === "spectator" || !secret.to.includes(viewer)) return rest;
  return {
    ...rest,
    ...(secret.card !== undefined ? { card: secret.card } : {}),
    ...(secret.cards ? { cards: secret.cards.slice() } : {}),
  };
}

export function viewFor(own: Ctx, state: GameState, viewer: Viewer, options: { log?: boolean } = {}): PlayerView {
  // A state of another edition gets none of this edition's rooms or weapons: they would name the wrong things.
  const ctx = state.editionHash === own.hash ? own : undefined;
  const seat = typeof viewer === "number" && viewer >= 0 && viewer < state.seats.length ? viewer : null;
  const me = seat === null ? null : state.players[seat];
  const over = state.result !== null;
  const viewerId: Viewer = seat === null ? "spectator" : seat;
  const pending = state.pending;
  return {
    edition: state.edition,
    editionHash: state.editionHash,
    viewer: viewerId,
    seats: seatsView(state),
    hand: seat === null ? NONE : frozenCopy(state.hands[seat] ?? NONE),
    seen: me
      ? SEEN.remember(me.seen, () => deepFreeze(me.seen.map((s) => ({ card: s.card, by: s.by, via: s.via }))))
      : NONE,
    faceUp: FACE_UP.remember(state.faceUp, () =>
      deepFreeze(state.faceUp.map((f) => ({ card: f.card, holder: f.holder }))),
    ),
    pool: {
      size: state.pool.length,
      room: ctx ? roomAt(ctx, ctx.poolRoom) : null,
      cards: me?.seenPool || over ? state.pool.slice() : null,
    },
    hands: over ? state.hands.map((h) => h.slice()) : null,
    envelope: me?.sawEnvelope || over ? { ...state.envelope } : null,
    tokens: TOKENS.remember(state.tokens, () => Object.freeze(state.tokens.map((node, i) => tokenView(ctx, node, i)))),
    weapons: WEAPONS.remember(state.weapons, () =>
      deepFreeze(
        state.weapons.map((node, i) => ({ weapon: ctx?.weapons[i] ?? "", room: (ctx && roomAt(ctx, node)) ?? "" })),
      ),
    ),
    turn: {
      seat: state.turn.seat,
      number: state.turn.number,
      phase: state.turn.phase,
      roll: state.turn.roll ? { faces: state.turn.roll.faces.slice(), steps: state.turn.roll.steps } : null,
      suggested: state.turn.suggested,
      extraTurn: state.turn.extraTurn,
    },
    waiting: pending
      ? { seat: pending.seat, to: pending.to, ...(pending.seat === seat ? { options: pending.options.slice() } : {}) }
      : null,
    intrigue: state.intrigue
      ? {
          deck: state.intrigue.deck.length,
          clocksUp: state.intrigue.clocksUp,
          clocks: ctx?.edition.modules.intrigue?.clocks ?? 0,
          discard: state.intrigue.discard.slice(),
        }
      : null,
    records: recordsFor(state.log, viewerId),
    log: options.log === false ? NONE : toArray(state.log).map((e) => eventFor(e, viewerId)),
    result: state.result ? { ...state.result } : null,
  };
}

// The parts of a view drawn from one part of the state are made once per part and shared, frozen all the way
// down, by every view of it: an action replaces only the parts of the state it changes, so most parts carry
// over from view to view (cheap for a bot deciding a hundred times a game, and unchanged references for a
// UI). What a view makes afresh (the turn, the pool, the envelope, ...) is a copy. Either way nothing in a
// view is part of the state, so changing a view can not change the game or another view.
const NONE: readonly never[] = Object.freeze([]);
const SEATS = new Recent<object, { hands: object; seats: readonly SeatView[] }>(4);
const SEEN = new Recent<object, readonly SeenCard[]>(8);
const FACE_UP = new Recent<object, PlayerView["faceUp"]>(4);
const TOKENS = new Recent<object, readonly TokenView[]>(4);
const WEAPONS = new Recent<object, PlayerView["weapons"]>(4);
const HANDS = new Recent<object, readonly string[]>(8);

function frozenCopy(list: readonly string[]): readonly string[] {
  return HANDS.remember(list, () => Object.freeze(list.slice()));
}

function seatsView(state: GameState): readonly SeatView[] {
  const hit = SEATS.get(state.players);
  if (hit?.hands === state.hands) return hit.seats;
  const seats = Object.freeze(state.seats.map((s, i) => seatView(i, s, state.players[i], state.hands[i]?.length ?? 0)));
  return SEATS.set(state.players, { hands: state.hands, seats }).seats;
}

// An action changes one player at most, mostly, and the others keep their objects: the last seat view made
// for each seat index is kept with the player object, seat and hand size it was made from, so a new list
// of seats freezes one new view instead of every seat's. (A slot per index, not a WeakMap: setting a
// WeakMap entry for each changed player cost about what the freezing saved.)
const LAST_SEAT: ({ seat: object; player: object; handSize: number; view: SeatView } | undefined)[] = [];

function seatView(
  i: number,
  s: GameState["seats"][number],
  p: GameState["players"][number] | undefined,
  handSize: number,
): SeatView {
  const kept = LAST_SEAT[i];
  if (p && kept && kept.player === p && kept.seat === s && kept.handSize === handSize) return kept.view;
  const view = deepFreeze<SeatView>({
    suspect: s.suspect,
    controller: s.controller.kind === "bot" ? { kind: "bot", level: s.controller.level } : { kind: "human" },
    handSize,
    out: p?.out ?? null,
    accused: p?.accused ?? false,
    keepers: p?.keepers.slice() ?? [],
    powerUsed: p?.powerUsed ?? false,
    movedBySuggestion: p?.movedBySuggestion ?? false,
    drawsOwed: p?.drawsOwed ?? 0,
  });
  if (p) LAST_SEAT[i] = { seat: s, player: p, handSize, view };
  return view;
}

// Token views are the same for the same suspect on the same node in every game of an edition: made once,
// frozen, and shared, so a move that changes one token costs one frozen list.
const tokenViews = new WeakMap<Ctx, TokenView[][]>();
let lastCtx: Ctx | null = null;
let lastTable: TokenView[][] | undefined;

function tokenView(ctx: Ctx | undefined, node: number, i: number): TokenView {
  const suspect = ctx?.suspects[i] ?? "";
  if (!ctx) return Object.freeze({ suspect, node, room: null, cell: null });
  let table = ctx === lastCtx ? lastTable : tokenViews.get(ctx);
  if (!table) tokenViews.set(ctx, (table = ctx.suspects.map(() => [])));
  lastCtx = ctx;
  lastTable = table;
  const row = table[i] as TokenView[];
  let view = row[node];
  if (!view) {
    const room = roomAt(ctx, node);
    const at = room === null ? (ctx.graph.nodeCell[node] ?? -1) : -1;
    const cell: [number, number] | null = at >= 0 ? [Math.floor(at / ctx.graph.cols), at % ctx.graph.cols] : null;
    row[node] = view = deepFreeze({ suspect, node, room, cell });
  }
  return view;
}
