// Per-board tables for the exact-roll search, built the first time a game on the board asks for them (not
// by the compiler): for each square n and each step budget r, the set of squares t with dist(n, t) <= r and
// dist(n, t) of r's parity (a grid is bipartite, so every walk between two squares has the parity of their
// distance). A branch of the search that can not reach any square still wanted within its remaining steps
// is cut.
//
// That set is a bitset over all squares, so the table grows with the square of the board: it is built only
// for boards of at most DENSE_SQUARES squares (every real board; classic has 182). A bigger board gets no
// ball (`ball.length === 0`): its searches cut by the distance to the wanted squares instead, measured per
// search from those squares (exact-search.ts), and its memory stays linear. Beside the ball, a dense board
// keeps each square's steps to the squares within MAX_BALL (`within`, one byte a pair) for the tokens a roll
// may reach (moves.ts); a bigger one counts them by row and column distance.
import type { BoardGraph } from "../../../schemas/graph";

export const MAX_BALL = 24;
/** Past this many squares the ball table (squares^2 * 25 / 8 bytes: 3.3 MB here) and `within` (squares^2 bytes) are not built. */
export const DENSE_SQUARES = 1024;

export interface Tables {
  graph: BoardGraph;
  /** 32-bit words per square set. */
  words: number;
  /** ball[((n * (MAX_BALL + 1)) + r) * words + w] for square n, budget r <= MAX_BALL; empty past DENSE_SQUARES. */
  ball: Uint32Array;
  /** Square-to-square adjacency (no doors): neighbours of square n are sqAdj[sqStart[n] .. sqStart[n+1]). */
  sqStart: Int32Array;
  sqAdj: Int32Array;
  /** Per square: (row + col) & 1, the side of the grid's two colourings it stands on. */
  colour: Uint8Array;
  /** within[n * squares + t]: steps from square n to square t, 255 past MAX_BALL; empty past DENSE_SQUARES. */
  within: Uint8Array;
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

/** For tests: a copy of `graph` whose searches run as on a board past DENSE_SQUARES (no ball table). */
export function withoutBall(graph: BoardGraph): BoardGraph {
  const copy = { ...graph };
  cache.set(copy, build(copy, false));
  return copy;
}

function build(graph: BoardGraph, dense = graph.squareCount <= DENSE_SQUARES): Tables {
  const { squareCount, cols } = graph;
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
  const sqAdj = Int32Array.from(flat);
  const colour = new Uint8Array(squareCount);
  for (let n = 0; n < squareCount; n++) {
    const cell = graph.nodeCell[n] as number;
    colour[n] = (Math.floor(cell / cols) + (cell % cols)) & 1;
  }
  const words = Math.max(1, Math.ceil(squareCount / 32));
  const within = dense ? new Uint8Array(squareCount * squareCount).fill(255) : new Uint8Array(0);
  const ball = dense ? balls(squareCount, words, sqStart, sqAdj, within) : new Uint32Array(0);
  return { graph, words, ball, sqStart, sqAdj, colour, within };
}

/** Each square's ball, from a breadth-first search over squares that stops at MAX_BALL steps. */
function balls(
  squareCount: number,
  words: number,
  sqStart: Int32Array,
  sqAdj: Int32Array,
  within: Uint8Array,
): Uint32Array {
  const stride = (MAX_BALL + 1) * words;
  const ball = new Uint32Array(squareCount * stride);
  const dist = new Int16Array(squareCount).fill(-1);
  const queue = new Int32Array(squareCount);
  for (let n = 0; n < squareCount; n++) {
    const base = n * stride;
    dist[n] = 0;
    queue[0] = n;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const u = queue[head++] as number;
      const d = dist[u] as number;
      const i = base + d * words + (u >>> 5);
      ball[i] = (ball[i] as number) | (1 << (u & 31));
      within[n * squareCount + u] = d;
      if (d === MAX_BALL) continue;
      for (let k = sqStart[u] as number, end = sqStart[u + 1] as number; k < end; k++) {
        const m = sqAdj[k] as number;
        if (dist[m] === -1) {
          dist[m] = d + 1;
          queue[tail++] = m;
        }
      }
    }
    for (let k = 0; k < tail; k++) dist[queue[k] as number] = -1;
    // Squares at exactly d so far; fold in d - 2, d - 4, ... so each entry holds all squares within budget.
    for (let r = 2; r <= MAX_BALL; r++)
      for (let w = 0; w < words; w++) {
        const i = base + r * words + w;
        ball[i] = (ball[i] as number) | (ball[i - 2 * words] as number);
      }
  }
  return ball;
}

/**
 * Whether square `t` may lie within `steps` steps of square `from` (tokens ignored). Exact where the ball
 * is tabled and the steps within it; elsewhere the row and column distance, which is never more than the
 * walk: a square this says no to is surely out of reach, one it says yes to may still be.
 */
export function mayBeWithin(tables: Tables, from: number, t: number, steps: number): boolean {
  const { within } = tables;
  if (within.length > 0 && steps <= MAX_BALL) return (within[from * tables.colour.length + t] as number) <= steps;
  const { nodeCell, cols } = tables.graph;
  const a = nodeCell[from] as number;
  const b = nodeCell[t] as number;
  return Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) + Math.abs((a % cols) - (b % cols)) <= steps;
}
