// The bucket fill's reach: the squares joined to the clicked one, side by side, that hold the same grid
// character and no mark of their own. Iterative (a stack, not recursion), so a board of any size fills without a deep call stack.
import { boardOf, charAt, inside, same, type BoardView, type Cell } from "./board";
import { paint } from "./commands";
import type { Command } from "./doc";

/**
 * Squares that carry a mark of their own (a start, a `?` space, a door's square or the square in front of
 * it) stop the pour: they are a kind of their own, and a room poured over them would break them.
 */
function marked(b: BoardView, c: Cell): boolean {
  return (
    b.starts.some((s) => s.cell && same(s.cell, c)) ||
    b.spaces.some((s) => same(s, c)) ||
    b.doors.some((d) => same(d.at, c) || same(d.front, c))
  );
}

export function floodCells(b: BoardView, from: Cell): Cell[] {
  if (!inside(b, from) || marked(b, from)) return [];
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
      if (!inside(b, n) || seen[n[0] * b.cols + n[1]] || charAt(b, n) !== ch || marked(b, n)) continue;
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
