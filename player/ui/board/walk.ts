// A token's way from one node to another, square by square, for the walking animation: a shortest path
// over the board graph that enters a room only at its end (the engine reports where a move ended, not
// the squares it crossed, and any shortest way reads right).
import type { BoardGraph } from "../../../schemas/graph";

export function pathBetween(graph: BoardGraph, from: number, to: number): number[] {
  if (from === to) return [from];
  const prev = new Int32Array(graph.nodeCount).fill(-1);
  prev[from] = from;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const n = queue[i] as number;
    if (n !== from && n >= graph.squareCount) continue;
    for (let k = graph.adjStart[n] ?? 0; k < (graph.adjStart[n + 1] ?? 0); k++) {
      const m = graph.adj[k] as number;
      if (prev[m] !== -1) continue;
      prev[m] = n;
      if (m === to) {
        const path = [to];
        for (let p = n; p !== from; p = prev[p] as number) path.push(p);
        path.push(from);
        return path.reverse();
      }
      queue.push(m);
    }
  }
  return [from, to];
}

export const STEP_MS = 200;

export function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
