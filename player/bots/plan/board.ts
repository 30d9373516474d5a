// The public board as a bot reads it: distances from the pathing table, rooms by node, the average roll.
import type { CompiledEdition } from "../../../schemas/graph";
import type { PlayerView } from "../../engine";

export const FAR = 0xffff;

export interface BoardInfo {
  compiled: CompiledEdition;
  squareCount: number;
  /** Room ids in edition order; room i stands on node squareCount + i. */
  rooms: string[];
  roomNode(id: string): number;
  roomOf(node: number): string | null;
  dist(from: number, to: number): number;
  /** The average number of steps one roll gives. */
  meanRoll: number;
  /** Node of the accusation room, or -1. */
  accusationRoom: number;
  /** Node of the room holding the face-down pool, or -1. */
  poolRoom: number;
  question: Uint8Array;
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
  const turnsToRoom = new Float64Array(graph.nodeCount * rooms.length);
  for (let node = 0; node < graph.nodeCount; node++)
    for (let i = 0; i < rooms.length; i++) {
      const room = graph.squareCount + i;
      const d = graph.dist[node * graph.nodeCount + room] ?? FAR;
      turnsToRoom[node * rooms.length + i] = node === room ? 0 : d >= FAR ? Infinity : Math.ceil(d / mean);
    }
  return {
    compiled,
    squareCount: graph.squareCount,
    rooms,
    roomNode,
    roomOf: (node) => (node >= graph.squareCount ? (rooms[node - graph.squareCount] ?? null) : null),
    dist: (a, b) => (a < 0 || b < 0 ? FAR : (graph.dist[a * graph.nodeCount + b] ?? FAR)),
    meanRoll: mean,
    accusationRoom: accusations.kind === "room" ? roomNode(accusations.room) : -1,
    poolRoom: deal.kind === "equal" ? roomNode(deal.leftovers) : -1,
    question: graph.question,
    turnsToRoom,
  };
}

/** The node the viewer's token stands on. */
export function myNode(view: PlayerView): number {
  const seat = view.viewer === "spectator" ? -1 : view.viewer;
  const suspect = view.seats[seat]?.suspect;
  return view.tokens.find((t) => t.suspect === suspect)?.node ?? -1;
}
