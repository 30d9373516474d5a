// What the engine derives once per compiled edition: id indexes, doors, the accusation and leftover rooms,
// the move rules. A game state names its edition by hash; `contextFor` finds the context again, so
// `apply(state, action)` needs nothing else. Contexts are registered by `createGame`, `loadGame` and
// `useEdition`; a state whose edition is not registered (never, or let go: see EDITIONS_KEPT) is answered
// with EDITION_NOT_LOADED.
import type { Edition, KeeperDef, PowerDef } from "../../schemas/edition";
import type { BoardGraph, CompiledEdition } from "../../schemas/graph";
import { hashJson } from "./hash";
import type { MoveRules } from "./movement/destinations";
import type { Card, CardKind } from "./types";

export interface Ctx {
  compiled: CompiledEdition;
  edition: Edition;
  graph: BoardGraph;
  hash: string;
  suspects: string[];
  weapons: string[];
  /** Room ids in edition order (node = squareCount + index). */
  rooms: string[];
  /** Rooms that have a card, in edition order. */
  cardRooms: string[];
  /** Every card: suspects, weapons, card rooms. */
  cards: Card[];
  kindOf: Map<Card, CardKind>;
  suspectIndex: Map<string, number>;
  weaponIndex: Map<string, number>;
  roomIndex: Map<string, number>;
  /** Per room index: the squares in front of its doors. */
  fronts: number[][];
  /** Per room index: the room nodes its secret passages lead to (none when the edition has no passages). */
  passageNodes: number[][];
  /** Per square: the room nodes whose door it stands in front of. */
  frontOf: number[][];
  /** Node of the only room where accusations are allowed, or -1. */
  accusationRoom: number;
  /** Node of the room holding the face-down leftovers, or -1. */
  poolRoom: number;
  move: MoveRules;
  keepers: Map<string, KeeperDef>;
  /** Power by suspect id. */
  powers: Map<string, PowerDef>;
}

/**
 * How many editions the registry keeps by hash. A page with a few editions and an editor that play-tests
 * every draft registers one edition per draft: the most recently used ones stay, the rest are let go, so
 * the registry never grows without end. The edition of a game being played is used on every action and
 * never falls out while fewer than this many others are registered after it.
 */
export const EDITIONS_KEPT = 16;

// Map order is use order: the last entry was used last. A context stays reachable from its compiled
// edition (the WeakMap) as long as the caller keeps that, so registering it again costs no rebuild.
const byHash = new Map<string, Ctx>();
const byObject = new WeakMap<CompiledEdition, Ctx>();
let lastUsed: Ctx | null = null;

function touch(ctx: Ctx): Ctx {
  if (lastUsed === ctx) return ctx;
  byHash.delete(ctx.hash);
  byHash.set(ctx.hash, ctx);
  lastUsed = ctx;
  if (byHash.size > EDITIONS_KEPT) {
    const oldest = byHash.keys().next().value as string;
    byHash.delete(oldest);
  }
  return ctx;
}

/** Registers a compiled edition (idempotent, and cheap when it was registered before) and returns its context. */
export function useEdition(compiled: CompiledEdition): Ctx {
  let ctx = byObject.get(compiled);
  if (!ctx) {
    const hash = editionHash(compiled.edition);
    ctx = byHash.get(hash) ?? build(compiled, hash);
    byObject.set(compiled, ctx);
  }
  return touch(ctx);
}

/** The context registered under this hash (and now the most recently used), or undefined. */
export function contextFor(hash: string): Ctx | undefined {
  if (lastUsed?.hash === hash) return lastUsed;
  const ctx = byHash.get(hash);
  return ctx && touch(ctx);
}

const hashes = new WeakMap<Edition, string>();

/** A stable hash of the edition's JSON (key order does not matter). */
export function editionHash(edition: Edition): string {
  let h = hashes.get(edition);
  if (!h) {
    h = hashJson(edition);
    hashes.set(edition, h);
  }
  return h;
}

function build(compiled: CompiledEdition, hash: string): Ctx {
  const { edition, graph } = compiled;
  const index = (ids: string[]) => new Map(ids.map((id, i) => [id, i]));
  const suspects = edition.suspects.map((s) => s.id);
  const weapons = edition.weapons.map((w) => w.id);
  const rooms = edition.rooms.map((r) => r.id);
  const cardRooms = edition.rooms.filter((r) => r.card).map((r) => r.id);
  const kindOf = new Map<Card, CardKind>([
    ...suspects.map((id): [Card, CardKind] => [id, "suspect"]),
    ...weapons.map((id): [Card, CardKind] => [id, "weapon"]),
    ...cardRooms.map((id): [Card, CardKind] => [id, "room"]),
  ]);
  const fronts: number[][] = rooms.map(() => []);
  const frontOf: number[][] = Array.from({ length: graph.squareCount }, () => []);
  for (let r = 0; r < graph.roomCount; r++) {
    const node = graph.squareCount + r;
    for (let k = graph.adjStart[node] as number; k < (graph.adjStart[node + 1] as number); k++) {
      const f = graph.adj[k] as number;
      fronts[r]?.push(f);
      frontOf[f]?.push(node);
    }
  }
  const roomIndex = index(rooms);
  const node = (id: string) => {
    const i = roomIndex.get(id);
    return i === undefined ? -1 : graph.squareCount + i;
  };
  const { rules, modules } = edition;
  const stops = new Uint8Array(graph.squareCount);
  if (modules.intrigue?.stopOnQuestionSpace) stops.set(graph.question);
  return {
    compiled,
    edition,
    graph,
    hash,
    suspects,
    weapons,
    rooms,
    cardRooms,
    cards: [...suspects, ...weapons, ...cardRooms],
    kindOf,
    suspectIndex: index(suspects),
    weaponIndex: index(weapons),
    roomIndex,
    fronts,
    frontOf,
    passageNodes: rooms.map((_, i) =>
      rules.movement.secretPassages ? (graph.passages[i] ?? []).map((r) => graph.squareCount + r) : [],
    ),
    accusationRoom: rules.accusations.kind === "room" ? node(rules.accusations.room) : -1,
    poolRoom: rules.deal.kind === "equal" ? node(rules.deal.leftovers) : -1,
    move: {
      exact: rules.movement.mode === "exact",
      passThrough: rules.movement.passThroughTokens,
      doorsBlocked: rules.movement.doorsBlockedByTokens,
      stops,
    },
    keepers: new Map((modules.intrigue?.keepers ?? []).map((k) => [k.id, k])),
    powers: new Map((modules.personalities?.powers ?? []).map((p) => [p.suspect, p])),
  };
}

export const roomNode = (ctx: Ctx, id: string): number => {
  const i = ctx.roomIndex.get(id);
  return i === undefined ? -1 : ctx.graph.squareCount + i;
};

/** The room id of a node, or null for a square. */
export const roomAt = (ctx: Ctx, node: number): string | null =>
  node >= ctx.graph.squareCount ? (ctx.rooms[node - ctx.graph.squareCount] ?? null) : null;
