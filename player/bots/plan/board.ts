// The public board as a bot reads it: distances from the pathing table, rooms by node, the average roll.
import type { CompiledEdition } from "../../../schemas/graph";
import type { PlayerView } from "../../engine";
import { distancesFrom } from "../../engine/movement/distances";

export const FAR = 0xffff;

export interface BoardInfo {
  compiled: CompiledEdition;
  squareCount: number;
  /** Room ids in edition order; room i stands on node squareCount + i. */
  rooms: string[];
  roomNode: (id: string) => number;
  roomOf: (node: number) => string | null;
  /** Fewest steps between two nodes (FAR if none): read from the table when either is a room, else one search. */
  dist: (from: number, to: number) => number;
  /** The average number of steps one roll gives. */
  meanRoll: number;
  /** Node of the accusation room, or -1. */
  accusationRoom: number;
  /** Node of the room holding the face-down pool, or -1. */
  poolRoom: number;
  question: Uint8Array;
  /** roomSteps[node * roomStride + i]: the fewest steps from node into room i, as `dist` gives them (FAR if none). */
  roomSteps: ArrayLike<number>;
  roomStride: number;
  /** turnsToRoom[node * rooms.length + i]: turns of average rolls from node into room i (0 inside it, Infinity out of reach). */
  turnsToRoom: Float64Array;
}

const made = new WeakMap<CompiledEdition, BoardInfo>();

/** The board as bots read it, made once per compiled edition (every bot of every game shares it). */
export function boardInfo(compiled: CompiledEdition): BoardInfo {
  let info = made.get(compiled);
  if (!info) made.set(compiled, (info = build(compiled)));
  return info;
}

function build(compiled: CompiledEdition): BoardInfo {
  const { edition, graph } = compiled;
  const rooms = edition.rooms.map((r) => r.id);
  const roomNode = (id: string) => {
    const i = rooms.indexOf(id);
    return i < 0 ? -1 : graph.squareCount + i;
  };
  const meanRoll = edition.rules.dice.reduce((sum, d) => {
    const steps = d.faces.map((f) => (f === "?" ? 0 : f));
    return sum + steps.reduce((a, b) => a + b, 0) / Math.max(1, steps.length);
  }, 0);
  const { accusations, deal } = edition.rules;
  const mean = Math.max(1, meanRoll);
  const { squareCount, nodeCount, roomCount, roomDist } = graph;
  const turnsToRoom = new Float64Array(nodeCount * rooms.length);
  for (let node = 0; node < nodeCount; node++)
    for (let i = 0; i < rooms.length; i++) {
      const room = squareCount + i;
      const d = roomDist[node * roomCount + i] ?? FAR;
      turnsToRoom[node * rooms.length + i] = node === room ? 0 : d >= FAR ? Infinity : Math.ceil(d / mean);
    }
  // Square to square (no bot asks today): one breadth-first search, kept for the last square asked from.
  let fromSquare = -1;
  let fromSquareDist: Uint16Array = new Uint16Array(0);
  const dist = (a: number, b: number): number => {
    if (a < 0 || b < 0 || a >= nodeCount || b >= nodeCount) return FAR;
    if (b >= squareCount) return roomDist[a * roomCount + b - squareCount] as number;
    if (a >= squareCount) return roomDist[b * roomCount + a - squareCount] as number;
    if (a !== fromSquare) fromSquareDist = distancesFrom(graph, (fromSquare = a), fromSquareDist);
    return fromSquareDist[b] as number;
  };
  return {
    compiled,
    squareCount: graph.squareCount,
    rooms,
    roomNode,
    roomOf: (node) => (node >= graph.squareCount ? (rooms[node - graph.squareCount] ?? null) : null),
    dist,
    meanRoll: mean,
    accusationRoom: accusations.kind === "room" ? roomNode(accusations.room) : -1,
    poolRoom: deal.kind === "equal" ? roomNode(deal.leftovers) : -1,
    question: graph.question,
    roomSteps: roomDist,
    roomStride: roomCount,
    turnsToRoom,
  };
}

/** The node the viewer's token stands on. */
export function myNode(view: PlayerView): number {
  const seat = view.viewer === "spectator" ? -1 : view.viewer;
  const suspect = view.seats[seat]?.suspect;
  // A loop, not find: a view's lists are frozen, and V8's find, filter, some and slice take a slow path
  // over frozen arrays (Node 20), some ten times the cost.
  for (let i = 0; i < view.tokens.length; i++) {
    const t = view.tokens[i] as PlayerView["tokens"][number];
    if (t.suspect === suspect) return t.node;
  }
  return -1;
}
