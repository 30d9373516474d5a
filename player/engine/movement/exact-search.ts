// Depth-first search over simple paths of exactly `steps` squares, looking for the squares in `want` (a
// bitset, cleared as they are found). A branch is cut as soon as no wanted square lies within the steps
// left (tables.ts; cut.ts on a board too big for the table), and the search stops when every wanted square
// is found.
import type { BoardGraph } from "../../../schemas/graph";
import { cutFor, NO_CUT } from "./cut";
import { MAX_BALL, type Tables } from "./tables";
import type { MoveRules } from "./types";
import { workFor } from "./work";

export interface ExactSearch {
  from: number;
  steps: number;
  occupied: Uint8Array;
  want: Uint32Array;
  remaining: number;
  out: number[];
  /** Called with each square found and the path to it: path[0..length) (squares only). */
  witness?: (t: number, path: Int32Array, length: number) => void;
}

export function searchExact(graph: BoardGraph, tables: Tables, rules: MoveRules, q: ExactSearch): void {
  const { squareCount, adjStart, adj } = graph;
  const { occupied, steps: R, from: s, want, out } = q;
  const { stops, passThrough, doorsBlocked } = rules;
  const { words, ball, sqStart, sqAdj, colour } = tables;
  const { blocked, stackNode, stackEdge } = workFor(graph.nodeCount, R);
  for (let t = 0; t < squareCount; t++) blocked[t] = stops[t] === 1 || (occupied[t] === 1 && !passThrough) ? 1 : 0;
  const stride = (MAX_BALL + 1) * words;
  const dense = ball.length > 0;
  // Without a ball table: the steps to the squares wanted at the start (found ones are not taken out).
  const { stamp, steps: toWant, epoch } = dense ? NO_CUT : cutFor(tables, want, R);
  let remaining = q.remaining;

  // stackNode[d] is the square reached after d steps of this search (d = 0 is its first square).
  const search = (first: number, budget: number): void => {
    stackNode[0] = first;
    stackEdge[0] = sqStart[first] as number;
    blocked[first] = 1;
    let d = 0;
    while (d >= 0) {
      const cur = stackNode[d] as number;
      const k = stackEdge[d] as number;
      if (k === (sqStart[cur + 1] as number)) {
        blocked[cur] = 0;
        d--;
        continue;
      }
      stackEdge[d] = k + 1;
      const m = sqAdj[k] as number;
      if (blocked[m] === 1) continue;
      const r = budget - d - 1;
      if (r === 0) {
        const bit = 1 << (m & 31);
        const w = m >>> 5;
        if (((want[w] as number) & bit) !== 0) {
          want[w] = (want[w] as number) & ~bit;
          out.push(m);
          if (q.witness) {
            stackNode[d + 1] = m;
            q.witness(m, stackNode, d + 2);
          }
          if (--remaining === 0) break;
        }
        continue;
      }
      if (!dense) {
        const i = ((colour[m] as number) ^ (r & 1)) * squareCount + m;
        if (stamp[i] !== epoch || (toWant[i] as number) > r) continue;
      } else if (r <= MAX_BALL) {
        const base = m * stride + r * words;
        let w = 0;
        while (w < words && ((want[w] as number) & (ball[base + w] as number)) === 0) w++;
        if (w === words) continue;
      }
      blocked[m] = 1;
      d++;
      stackNode[d] = m;
      stackEdge[d] = sqStart[m] as number;
    }
    // Unmark what is still on the path when the search stopped early.
    for (; d >= 0; d--) blocked[stackNode[d] as number] = 0;
  };

  if (s < squareCount) {
    // The start square is on the path but may be blocked for others (a stop square the token stands on).
    const was = blocked[s] as number;
    blocked[s] = 0;
    search(s, R);
    blocked[s] = was;
  } else
    for (let k = adjStart[s] as number, end = adjStart[s + 1] as number; k < end && remaining > 0; k++) {
      const f = adj[k] as number;
      if (f >= squareCount || blocked[f] === 1 || (occupied[f] === 1 && doorsBlocked)) continue;
      if (R > 1) {
        search(f, R - 1);
        continue;
      }
      // A roll of one from a room: the squares in front of its doors.
      const bit = 1 << (f & 31);
      if (((want[f >>> 5] as number) & bit) === 0) continue;
      want[f >>> 5] = (want[f >>> 5] as number) & ~bit;
      out.push(f);
      remaining--;
      if (q.witness) {
        stackNode[0] = f;
        q.witness(f, stackNode, 1);
      }
    }
  q.remaining = remaining;
}
