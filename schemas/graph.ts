// The board graph and pathing table that `derive` computes from an edition's board. Typed arrays, so it is
// rebuilt at load time (in the CLI, the player and the editor) rather than stored as JSON.
// Every table grows with the board (nodes, or nodes times rooms), never with its square: there is no
// square-to-square table. Distances from one square to all others are one breadth-first search away
// (player/engine/movement/distances.ts `distancesFrom`); the movement tables of the exact-roll search are
// built by the engine when a game first asks for them (player/engine/movement/tables.ts).
// Type-only: this file holds no code.
import type { Edition } from "./edition";

/**
 * Nodes: walkable squares first (0 .. squareCount-1, in reading order), then one node per room
 * (squareCount + index in `edition.rooms`). A token in a room stands on the room's node.
 */
/** The pathing table's marker for "no way" (`BoardGraph.roomDist`): one value for the compiler that writes it and
 * every reader. */
export const UNREACHABLE = 0xffff;

export interface BoardGraph {
  rows: number;
  cols: number;
  squareCount: number;
  roomCount: number;
  nodeCount: number;
  /** rows*cols entries: the node a cell belongs to (a room cell gives its room's node), -1 off-board. */
  cellNode: Int32Array;
  /** nodeCount entries: row*cols+col of a square; -1 for a room node. */
  nodeCell: Int32Array;
  /** Neighbours of node n are adj[adjStart[n] .. adjStart[n+1]): orthogonal squares, and rooms through doors. */
  adjStart: Int32Array;
  adj: Int32Array;
  /**
   * nodeCount*roomCount: roomDist[n * roomCount + j] is the fewest steps from node n into room j (0 when n is
   * room j's node), never passing through a third room, tokens and passages ignored; UNREACHABLE (0xffff) if
   * none. Walks are reversible, so it is also the steps from inside room j out to node n, and the rows of
   * the room nodes are the room-to-room matrix.
   */
  roomDist: Uint16Array;
  /** Per room index, the room indexes its secret passages lead to. */
  passages: number[][];
  /** Per square node: 1 when it is the square in front of some door. */
  doorFront: Uint8Array;
  /** Per square node: 1 when it is a question-mark space. */
  question: Uint8Array;
  /** Per suspect (edition order): its start square's node. */
  startNode: Int32Array;
}

export interface CompiledEdition {
  edition: Edition;
  graph: BoardGraph;
}
