// viewFor(state, viewer): the only door to a game for UI and bots. Secrets by projection: a seat gets its
// own hand, the cards shown to it, what lies face up, the board, and the log of events as it may see them.
import { toArray } from "./chain";
import { contextFor, roomAt, type Ctx } from "./context";
import type { Card, GameEvent, GameState } from "./types";
import type { LogEntry, PlayerView, ViewRecord, Viewer } from "./view-types";

/** One event as `viewer` may see it. */
export function eventFor(event: GameEvent, viewer: Viewer): LogEntry {
  if (!("secret" in event) || event.secret === undefined) return event as LogEntry;
  const { secret, ...rest } = event;
  if (viewer === "spectator" || !secret.to.includes(viewer)) return rest as LogEntry;
  return { ...rest, ...(secret.card !== undefined ? { card: secret.card } : {}), ...(secret.cards ? { cards: secret.cards.slice() } : {}) } as LogEntry;
}

export function viewFor(state: GameState, viewer: Viewer, options: { log?: boolean } = {}): PlayerView {
  const ctx = contextFor(state.editionHash);
  const seat = typeof viewer === "number" && viewer >= 0 && viewer < state.seats.length ? viewer : null;
  const me = seat === null ? null : state.players[seat];
  const over = state.result !== null;
  const { log, records } = history(state, seat === null ? "spectator" : seat, options.log !== false);
  const pending = state.pending;
  return {
    edition: state.edition,
    editionHash: state.editionHash,
    viewer: seat === null ? "spectator" : seat,
    seats: state.seats.map((s, i) => {
      const p = state.players[i];
      return {
        suspect: s.suspect,
        controller: s.controller,
        handSize: state.hands[i]?.length ?? 0,
        out: p?.out ?? null,
        accused: p?.accused ?? false,
        keepers: p?.keepers.slice() ?? [],
        powerUsed: p?.powerUsed ?? false,
        movedBySuggestion: p?.movedBySuggestion ?? false,
        drawsOwed: p?.drawsOwed ?? 0,
      };
    }),
    hand: seat === null ? [] : (state.hands[seat] ?? []).slice(),
    seen: me ? me.seen.map((s) => ({ ...s })) : [],
    faceUp: state.faceUp.map((f) => ({ ...f })),
    pool: { size: state.pool.length, room: ctx ? roomAt(ctx, ctx.poolRoom) : null, cards: me?.seenPool ? state.pool.slice() : null },
    envelope: me?.sawEnvelope || over ? { ...state.envelope } : null,
    tokens: state.tokens.map((node, i) => tokenView(ctx, node, i)),
    weapons: state.weapons.map((node, i) => ({ weapon: ctx?.weapons[i] ?? "", room: (ctx && roomAt(ctx, node)) ?? "" })),
    turn: {
      seat: state.turn.seat,
      number: state.turn.number,
      phase: state.turn.phase,
      roll: state.turn.roll ? { faces: state.turn.roll.faces.slice(), steps: state.turn.roll.steps } : null,
      suggested: state.turn.suggested,
      extraTurn: state.turn.extraTurn,
    },
    waiting: pending ? { seat: pending.seat, to: pending.to, ...(pending.seat === seat ? { options: pending.options.slice() } : {}) } : null,
    intrigue: state.intrigue
      ? { deck: state.intrigue.deck.length, clocksUp: state.intrigue.clocksUp, clocks: ctx?.edition.modules.intrigue?.clocks ?? 0, discard: state.intrigue.discard.slice() }
      : null,
    records,
    log,
    result: state.result ? { ...state.result } : null,
  };
}

function tokenView(ctx: Ctx | undefined, node: number, i: number) {
  const suspect = ctx?.suspects[i] ?? "";
  if (!ctx) return { suspect, node, room: null, cell: null };
  const room = roomAt(ctx, node);
  const at = room === null ? (ctx.graph.nodeCell[node] ?? -1) : -1;
  const cell: [number, number] | null = at >= 0 ? [Math.floor(at / ctx.graph.cols), at % ctx.graph.cols] : null;
  return { suspect, node, room, cell };
}

/** The log as the viewer sees it, and the deduction records drawn from it, in one pass. */
function history(state: GameState, viewer: Viewer, withLog: boolean): { log: LogEntry[]; records: ViewRecord[] } {
  const log: LogEntry[] = [];
  const records: ViewRecord[] = [];
  let open: Extract<ViewRecord, { kind: "suggestion" }> | null = null;
  for (const e of toArray(state.log)) {
    const seen = eventFor(e, viewer);
    if (withLog) log.push(seen);
    switch (seen.type) {
      case "hand-revealed":
        records.push({ kind: "faceUp", holder: seen.seat, cards: seen.cards.slice() });
        break;
      case "pool-looked":
        if (seen.cards) records.push({ kind: "poolSeen", cards: seen.cards.slice() });
        break;
      case "peeked":
        if (seen.card !== undefined) records.push({ kind: "shown", card: seen.card, by: seen.target });
        break;
      case "suggested":
        open = { kind: "suggestion", by: seen.seat, named: [seen.suspect, seen.weapon, seen.room], passed: [], disprover: null };
        records.push(open);
        break;
      case "cannot-disprove":
        open?.passed.push(seen.seat);
        break;
      case "must-show":
        if (open) open.disprover = seen.seat;
        break;
      case "card-shown":
        if (open && seen.card !== undefined) open.shown = seen.card as Card;
        open = null;
        break;
      case "not-disproved":
        open = null;
        break;
      case "accused":
        records.push({ kind: "accusation", by: seen.seat, named: [seen.suspect, seen.weapon, seen.room], correct: seen.correct });
        break;
    }
  }
  return { log, records };
}

