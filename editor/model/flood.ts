// The bucket fill's reach: the squares joined to a start square, side by side, that hold the same grid
// character. Iterative (a stack, not recursion), so a board of any size fills without a deep call stack.
import { boardOf, charAt, inside, type BoardView, type Cell } from "./board";
import { paint } from "./commands";
import type { Command } from "./doc";

export function floodCells(b: BoardView, from: Cell): Cell[] {
  if (!inside(b, from)) return [];
  const ch = charAt(b, from);
  const seen = new Uint8Array(b.rows * b.cols);
  const out: Cell[] = [];
  const stack: Cell[] = [from];
  seen[from[0] * b.cols + from[1]] = 1;
  while (stack.length) {
    const c = stack.pop()!;
    out.push(c);
    for (const n of [
      [c[0] + 1, c[1]],
      [c[0] - 1, c[1]],
      [c[0], c[1] + 1],
      [c[0], c[1] - 1],
    ] as Cell[]) {
      if (!inside(b, n) || seen[n[0] * b.cols + n[1]] || charAt(b, n) !== ch) continue;
      seen[n[0] * b.cols + n[1]] = 1;
      stack.push(n);
    }
  }
  return out;
}

/** Pour `ch` over the area joined to `from` (one command, so one step of undo); the same character is a no-op. */
export const flood =
  (from: Cell, ch: string): Command =>
  (doc) => {
    // The board of the doc the command runs on, not the one the click saw (a chain may change it first).
    const b = boardOf(doc);
    return charAt(b, from) === ch ? doc : paint(floodCells(b, from), ch)(doc);
  };
