// The cut of the exact-roll search on a board too big for a ball table (tables.ts): per square and colour,
// the fewest steps from it to a wanted square of that colour, from one breadth-first search out of the
// wanted squares of each colour, no farther than the roll. A square of colour a is an odd number of steps
// from every square of the other colour and an even number from its own, so "some wanted square lies within
// r steps, at r's parity" is `steps[c * squares + m] <= r` for c = colour(m) ^ (r & 1): what the ball says.
// Stamps instead of clearing: a search touches only the squares near its start.
import type { Tables } from "./tables";

export interface Cut {
  epoch: number;
  /** stamp[c * squares + m] === epoch when `steps` there holds this search's answer. */
  stamp: Uint32Array;
  steps: Uint16Array;
}

/** What a board with a ball table uses instead (never read). */
export const NO_CUT: Cut = { epoch: 0, stamp: new Uint32Array(0), steps: new Uint16Array(0) };

let cut: Cut = { epoch: 0, stamp: new Uint32Array(0), steps: new Uint16Array(0) };
let queue = new Int32Array(0);

export function cutFor(tables: Tables, want: Uint32Array, radius: number): Cut {
  const { sqStart, sqAdj, colour } = tables;
  const squares = colour.length;
  if (cut.stamp.length !== 2 * squares)
    cut = { epoch: 0, stamp: new Uint32Array(2 * squares), steps: new Uint16Array(2 * squares) };
  if (queue.length < squares) queue = new Int32Array(squares);
  if (cut.epoch === 0xffffffff) {
    cut.stamp.fill(0);
    cut.epoch = 0;
  }
  const epoch = ++cut.epoch;
  const { stamp, steps } = cut;
  for (let c = 0; c < 2; c++) {
    const at = c * squares;
    let tail = 0;
    for (let w = 0; w < want.length; w++) {
      let bits = want[w] as number;
      while (bits !== 0) {
        const low = bits & -bits;
        const t = w * 32 + (31 - Math.clz32(low));
        bits ^= low;
        if (colour[t] !== c) continue;
        stamp[at + t] = epoch;
        steps[at + t] = 0;
        queue[tail++] = t;
      }
    }
    let head = 0;
    while (head < tail) {
      const u = queue[head++] as number;
      const d = steps[at + u] as number;
      if (d >= radius) continue;
      for (let k = sqStart[u] as number, end = sqStart[u + 1] as number; k < end; k++) {
        const m = sqAdj[k] as number;
        if (stamp[at + m] === epoch) continue;
        stamp[at + m] = epoch;
        steps[at + m] = d + 1;
        queue[tail++] = m;
      }
    }
  }
  return cut;
}
