// Breadth-first search within the move rules: `best[n]` is the fewest steps to reach node n (-1 if it can
// not be reached within the roll). Rooms and stop squares end a move, so they are never walked through;
// they are destinations whenever reached. In up-to mode every free square reached is one too, since a
// shortest walk is a simple path.
import type { BoardGraph } from "../../../schemas/graph";
import type { MoveQuery, MoveRules } from "./types";

export function reach(
  graph: BoardGraph,
  rules: MoveRules,
  q: MoveQuery,
  best: Int16Array,
  queue: Int32Array,
  out: number[],
): void {
  const { squareCount, adjStart, adj } = graph;
  const { occupied, steps: R, from: s } = q;
  const { stops, passThrough, doorsBlocked, exact } = rules;
  best.fill(-1);
  best[s] = 0;
  queue[0] = s;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const n = queue[head++] as number;
    const d = best[n] as number;
    const isRoom = n >= squareCount;
    for (let k = adjStart[n] as number, end = adjStart[n + 1] as number; k < end; k++) {
      const m = adj[k] as number;
      if (best[m] !== -1) continue;
      if (m >= squareCount) {
        if (m === q.noEnter || (doorsBlocked && occupied[n] === 1)) continue;
        best[m] = d + 1;
        out.push(m);
        continue;
      }
      const occ = occupied[m] === 1;
      if (occ && (!passThrough || stops[m] === 1)) continue;
      if (isRoom && occ && doorsBlocked) continue;
      best[m] = d + 1;
      if (stops[m] === 1) out.push(m);
      else if (d + 1 < R) queue[tail++] = m;
      if (!exact && !occ && stops[m] !== 1) out.push(m);
    }
  }
}
