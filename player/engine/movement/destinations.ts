// Legal destinations of one move: every node a token may end on with this many steps.
//
// Rooms and stop squares end the move wherever they are reached, and in up-to mode every square is a
// destination when reached at all: one breadth-first search within the rules finds all of those (reach.ts).
// In exact mode a square needs a simple path of exactly the roll. The empty board's answer, with a witness
// path per square, is tabled (empty-board.ts); tokens can only take squares away, so a square whose witness
// avoids them all is confirmed at once, and a depth-first search (exact-search.ts) settles the rest. (Past
// DENSE_SQUARES squares, tables.ts, there is no such table: its size would grow with the board's square.)
import type { BoardGraph } from "../../../schemas/graph";
import { emptyBoard, MAX_TABLED, WITNESSES, type EmptyBoard } from "./empty-board";
import { searchExact } from "./exact-search";
import { reach } from "./reach";
import { tablesFor, type Tables } from "./tables";
import type { MoveQuery, MoveRules } from "./types";
import { workFor } from "./work";

export type { MoveQuery, MoveRules } from "./types";

let bitsBuf = new Uint32Array(0);

export function destinations(graph: BoardGraph, rules: MoveRules, q: MoveQuery): number[] {
  if (q.steps <= 0) return [];
  const { best, queue } = workFor(graph.nodeCount, q.steps);
  const out: number[] = [];
  reach(graph, rules, q, best, queue, out);
  if (rules.exact) exactSquares(graph, tablesFor(graph), rules, q, best, out);
  return sortNodes(out, graph.nodeCount);
}

let marks = new Uint8Array(0);

/** Ascending order by marking and scanning: cheaper than a comparison sort for a few dozen nodes. */
function sortNodes(nodes: number[], nodeCount: number): number[] {
  if (nodes.length < 2) return nodes;
  if (marks.length !== nodeCount) marks = new Uint8Array(nodeCount);
  let lo = nodeCount;
  let hi = 0;
  for (const n of nodes) {
    marks[n] = 1;
    if (n < lo) lo = n;
    if (n > hi) hi = n;
  }
  const out: number[] = [];
  for (let n = lo; n <= hi; n++)
    if (marks[n] === 1) {
      marks[n] = 0;
      out.push(n);
    }
  return out;
}

function exactSquares(
  graph: BoardGraph,
  tables: Tables,
  rules: MoveRules,
  q: MoveQuery,
  best: Int16Array,
  out: number[],
): void {
  const { squareCount } = graph;
  const { words } = tables;
  const { occupied, steps: R, from } = q;
  if (bitsBuf.length !== 2 * words) bitsBuf = new Uint32Array(2 * words);
  const want = bitsBuf.subarray(0, words);
  const blockedBits = bitsBuf.subarray(words);
  want.fill(0);
  blockedBits.fill(0);
  // Squares a witness path may not use: tokens (unless they may be passed), and a start room's blocked doors.
  const shutExit = from >= squareCount && rules.doorsBlocked;
  for (const t of q.tokens) {
    if (t < 0 || t >= squareCount) continue;
    if (!rules.passThrough || (shutExit && graph.roomDist[t * graph.roomCount + from - squareCount] === 1))
      blockedBits[t >>> 5] = (blockedBits[t >>> 5] as number) | (1 << (t & 31));
  }
  let remaining = 0;
  // A board too big for the ball table is too big for a table per start and roll too: searched directly.
  const tabled = R <= MAX_TABLED && tables.ball.length > 0 ? emptyBoard(graph, tables, rules, from, R) : null;
  const candidates = tabled ? tabled.squares : allSquares(squareCount);
  for (let i = 0; i < candidates.length; i++) {
    const t = candidates[i] as number;
    const b = best[t] as number;
    if (occupied[t] === 1 || b < 1 || b > R || t === from) continue;
    if (from < squareCount && (R - b) % 2 !== 0) continue;
    if (b === R || (tabled && clear(tabled, i, blockedBits, words))) {
      out.push(t);
      continue;
    }
    want[t >>> 5] = (want[t >>> 5] as number) | (1 << (t & 31));
    remaining++;
  }
  if (remaining > 0) searchExact(graph, tables, rules, { from, steps: R, occupied, want, remaining, out });
}

/** Whether one of the square's witness paths keeps clear of every blocked square. */
function clear(tabled: EmptyBoard, i: number, blocked: Uint32Array, words: number): boolean {
  const { witness } = tabled;
  for (let k = 0; k < (tabled.witnesses[i] as number); k++) {
    const at = (i * WITNESSES + k) * words;
    let w = 0;
    while (w < words && ((witness[at + w] as number) & (blocked[w] as number)) === 0) w++;
    if (w === words) return true;
  }
  return false;
}

let all = new Int32Array(0);
function allSquares(n: number): Int32Array {
  if (all.length !== n) all = Int32Array.from({ length: n }, (_, i) => i);
  return all;
}
