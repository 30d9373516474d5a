// Distances on the compiled board: steps from a square or a room to every cell (a room cell shows its
// room's distance), by one breadth-first search, and the room-to-room matrix from the pathing table.
import { distancesFrom } from "../../player/engine/movement/distances";
import type { BoardGraph } from "../../schemas/graph";
import type { Cell } from "../model/board";

export const UNREACHABLE = 0xffff;

/** The node distances are read from: a square's own node, or a room's node. */
export function sourceNode(g: BoardGraph, from: Cell | number): number {
  if (typeof from === "number") return from >= 0 && from < g.roomCount ? g.squareCount + from : -1;
  const [r, c] = from;
  return r >= 0 && c >= 0 && r < g.rows && c < g.cols ? (g.cellNode[r * g.cols + c] ?? -1) : -1;
}

/** Per cell (row-major), the steps from `node`; -1 off-board or unreachable. */
export function heatFrom(g: BoardGraph, node: number): { values: Int32Array; max: number } {
  const values = new Int32Array(g.rows * g.cols).fill(-1);
  let max = 0;
  if (node < 0) return { values, max };
  const dist = distancesFrom(g, node);
  for (let i = 0; i < values.length; i++) {
    const n = g.cellNode[i]!;
    if (n < 0) continue;
    const d = dist[n]!;
    if (d === UNREACHABLE) continue;
    values[i] = d;
    if (d > max) max = d;
  }
  return { values, max };
}

export function roomMatrix(g: BoardGraph): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < g.roomCount; i++) {
    const row: number[] = [];
    for (let j = 0; j < g.roomCount; j++) row.push(g.roomDist[(g.squareCount + i) * g.roomCount + j]!);
    out.push(row);
  }
  return out;
}
