// What the engine derives once per compiled edition: id indexes, doors, the accusation and leftover rooms,
// the move rules. An engine (engine.ts) closes over one context and hands it to every rule it runs.
import type { Edition, KeeperDef, PowerDef } from "../../schemas/edition";
import type { BoardGraph, CompiledEdition } from "../../schemas/graph";
import { hashJson } from "./hash";
import type { MoveRules } from "./movement/destinations";
import { moveRules } from "./movement/rules";
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

// One context per compiled edition object, built the first time it is asked for. A pure cache: nothing has
// to be registered first, and a context goes when its compiled edition does.
const contexts = new WeakMap<CompiledEdition, Ctx>();

/** The context of a compiled edition (built once per compiled object). */
export function contextOf(compiled: CompiledEdition): Ctx {
  let ctx = contexts.get(compiled);
  if (!ctx) {
    ctx = build(compiled, editionHash(compiled.edition));
    contexts.set(compiled, ctx);
  }
  return ctx;
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
    move: moveRules(compiled),
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
