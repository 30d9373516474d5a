// Plain distances over the board graph, tokens and passages ignored: from one node to every node by one
// breadth-first search (what the board has instead of a square-to-square table), and from any node into a
// room from the compiled table. A room other than the source is entered but never walked through, as in
// edition/derive.ts.
import { UNREACHABLE, type BoardGraph } from "../../../schemas/graph";

let queue = new Int32Array(0);

/** Per node, the fewest steps from `from` (UNREACHABLE where there is no way). O(nodes); `out` is reused when given. */
export function distancesFrom(graph: BoardGraph, from: number, out?: Uint16Array): Uint16Array {
  const { nodeCount, squareCount, adjStart, adj } = graph;
  const dist = out && out.length === nodeCount ? out : new Uint16Array(nodeCount);
  dist.fill(UNREACHABLE);
  if (from < 0 || from >= nodeCount) return dist;
  if (queue.length < nodeCount) queue = new Int32Array(nodeCount);
  dist[from] = 0;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const n = queue[head++] as number;
    if (n >= squareCount && n !== from) continue;
    const d = (dist[n] as number) + 1;
    for (let k = adjStart[n] as number, end = adjStart[n + 1] as number; k < end; k++) {
      const m = adj[k] as number;
      if (dist[m] === UNREACHABLE) {
        dist[m] = d;
        queue[tail++] = m;
      }
    }
  }
  return dist;
}

/** Fewest steps between node `n` and room `room` (an index into the edition's rooms), either way. */
export function roomDistance(graph: BoardGraph, n: number, room: number): number {
  if (n < 0 || n >= graph.nodeCount || room < 0 || room >= graph.roomCount) return UNREACHABLE;
  return graph.roomDist[n * graph.roomCount + room] as number;
}
