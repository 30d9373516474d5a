// The way a legal move goes and the steps it takes from the roll: what the board walks a token along, and
// what the destination list and the board's cursor say a move costs. Both answer only for a destination
// of `destinations` (the same query), so a page never offers or walks a way the engine would refuse.
//
// A room, a stop square, and in up-to mode any square, is reached by the fewest steps the rules allow: a
// breadth-first search with the same conditions as reach.ts, keeping where each node was reached from. A
// square in exact mode takes the whole roll, along a simple path the exact search finds (exact-search.ts).
import type { BoardGraph } from "../../../schemas/graph";
import { destinations } from "./destinations";
import { searchExact } from "./exact-search";
import { tablesFor } from "./tables";
import type { MoveQuery, MoveRules } from "./types";

interface Tree {
  best: Int16Array;
  prev: Int32Array;
}

/** Fewest steps to each node within the rules and the roll (-1 where not reached), and where from. */
function walkTree(graph: BoardGraph, rules: MoveRules, q: MoveQuery): Tree {
  const { squareCount, adjStart, adj } = graph;
  const { occupied, steps: R, from: s } = q;
  const { stops, passThrough, doorsBlocked } = rules;
  const best = new Int16Array(graph.nodeCount).fill(-1);
  const prev = new Int32Array(graph.nodeCount).fill(-1);
  const queue = [s];
  best[s] = 0;
  for (let head = 0; head < queue.length; head++) {
    const n = queue[head] as number;
    const d = best[n] as number;
    for (let k = adjStart[n] as number, end = adjStart[n + 1] as number; k < end; k++) {
      const m = adj[k] as number;
      if (best[m] !== -1) continue;
      if (m >= squareCount) {
        if (m === q.noEnter || (doorsBlocked && occupied[n] === 1)) continue;
        best[m] = d + 1;
        prev[m] = n;
        continue;
      }
      const occ = occupied[m] === 1;
      if (occ && (!passThrough || stops[m] === 1)) continue;
      if (n >= squareCount && occ && doorsBlocked) continue;
      best[m] = d + 1;
      prev[m] = n;
      if (stops[m] !== 1 && d + 1 < R) queue.push(m);
    }
  }
  return { best, prev };
}

const exactSquare = (graph: BoardGraph, rules: MoveRules, to: number) =>
  rules.exact && to < graph.squareCount && rules.stops[to] !== 1;

/** Per destination of this move, the steps it uses from the roll. */
export function stepsUsed(graph: BoardGraph, rules: MoveRules, q: MoveQuery): Map<number, number> {
  const { best } = walkTree(graph, rules, q);
  const out = new Map<number, number>();
  for (const to of destinations(graph, rules, q))
    out.set(to, exactSquare(graph, rules, to) ? q.steps : (best[to] as number));
  return out;
}

/**
 * The nodes a token passes through on a legal move to `to`, from `q.from` to `to` both included; null
 * when `to` is not a destination of this move.
 */
export function movePath(graph: BoardGraph, rules: MoveRules, q: MoveQuery, to: number): number[] | null {
  if (!destinations(graph, rules, q).includes(to)) return null;
  const { best, prev } = walkTree(graph, rules, q);
  if (!exactSquare(graph, rules, to) || best[to] === q.steps) {
    const path = [to];
    for (let n = to; n !== q.from; n = prev[n] as number) path.push(prev[n] as number);
    return path.reverse();
  }
  return exactPath(graph, rules, q, to);
}

/** A simple path of exactly the roll to a square, found by the exact search with only `to` wanted. */
function exactPath(graph: BoardGraph, rules: MoveRules, q: MoveQuery, to: number): number[] | null {
  const tables = tablesFor(graph);
  const want = new Uint32Array(tables.words);
  want[to >>> 5] = 1 << (to & 31);
  const found: number[] = [];
  searchExact(graph, tables, rules, {
    from: q.from,
    steps: q.steps,
    occupied: q.occupied,
    want,
    remaining: 1,
    out: [],
    witness: (_, path, length) => {
      found.push(...path.subarray(0, length));
    },
  });
  if (found.length === 0) return null;
  // From a room the search starts on the square in front of a door: the room itself comes first.
  return q.from >= graph.squareCount ? [q.from, ...found] : found;
}
