// Per-board tables for the exact-roll search, built once per graph from the pathing table: for each square
// n and each step budget r, the set of squares t with dist(n, t) <= r and dist(n, t) of r's parity (a grid
// is bipartite, so every walk between two squares has the parity of their distance). A branch of the search
// that can not reach any square still wanted within its remaining steps is cut.
import type { BoardGraph } from "../../../schemas/graph";

export const MAX_BALL = 24;

export interface Tables {
  graph: BoardGraph;
  /** 32-bit words per square set. */
  words: number;
  /** ball[((n * (MAX_BALL + 1)) + r) * words + w] for square n, budget r <= MAX_BALL. */
  ball: Uint32Array;
  /** Square-to-square adjacency (no doors): neighbours of square n are sqAdj[sqStart[n] .. sqStart[n+1]). */
  sqStart: Int32Array;
  sqAdj: Int32Array;
}

const cache = new WeakMap<BoardGraph, Tables>();

export function tablesFor(graph: BoardGraph): Tables {
  let t = cache.get(graph);
  if (!t) {
    t = build(graph);
    cache.set(graph, t);
  }
  return t;
}

function build(graph: BoardGraph): Tables {
  const { squareCount, nodeCount, dist } = graph;
  const words = Math.max(1, Math.ceil(squareCount / 32));
  const stride = (MAX_BALL + 1) * words;
  const ball = new Uint32Array(squareCount * stride);
  for (let n = 0; n < squareCount; n++) {
    const base = n * stride;
    for (let t = 0; t < squareCount; t++) {
      const d = dist[n * nodeCount + t] as number;
      if (d > MAX_BALL) continue;
      const i = base + d * words + (t >>> 5);
      ball[i] = (ball[i] as number) | (1 << (t & 31));
    }
    // Squares at exactly d so far; fold in d - 2, d - 4, ... so each entry holds all squares within budget.
    for (let r = 2; r <= MAX_BALL; r++)
      for (let w = 0; w < words; w++) {
        const i = base + r * words + w;
        ball[i] = (ball[i] as number) | (ball[i - 2 * words] as number);
      }
  }
  const sqStart = new Int32Array(squareCount + 1);
  const flat: number[] = [];
  for (let n = 0; n < squareCount; n++) {
    sqStart[n] = flat.length;
    for (let k = graph.adjStart[n] as number; k < (graph.adjStart[n + 1] as number); k++) {
      const m = graph.adj[k] as number;
      if (m < squareCount) flat.push(m);
    }
  }
  sqStart[squareCount] = flat.length;
  return { graph, words, ball, sqStart, sqAdj: Int32Array.from(flat) };
}
