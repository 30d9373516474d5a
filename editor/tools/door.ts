// Doors: press on a room cell and release on the square in front of it (a click picks the walkable square
// beside it). Pressing on an existing door and releasing on another room cell moves it, its front
// following; a click on an existing door removes it.
import { charAt, same, type BoardView, type Cell } from "../model/board";
import { addDoor, moveDoor, removeDoor } from "../model/commands";
import { defineTool, IDLE } from "./types";

const isRoom = (b: BoardView, c: Cell) => b.rooms.some((r) => r.key === charAt(b, c));
const walkable = (b: BoardView, c: Cell) => charAt(b, c) === ".";
const neighbours = ([r, c]: Cell): Cell[] => [
  [r + 1, c],
  [r - 1, c],
  [r, c + 1],
  [r, c - 1],
];
const adjacent = (a: Cell, b: Cell) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

/** The square in front of a door cut into `at`: the walkable neighbour, preferring `toward`. */
function frontFor(b: BoardView, at: Cell, toward?: Cell): Cell | undefined {
  if (toward && adjacent(at, toward) && walkable(b, toward)) return toward;
  return neighbours(at).find((n) => walkable(b, n));
}

export const doorTool = defineTool({
  id: "door",
  icon: "⊓",
  key: "d",
  down(_s, p, ctx) {
    const door = ctx.board.doors.findIndex((d) => same(d.at, p.cell));
    if (door >= 0) return { name: "pointing", from: p.cell, door };
    return isRoom(ctx.board, p.cell) ? { name: "pointing", from: p.cell } : IDLE;
  },
  move(s, p, ctx) {
    if (s.name === "idle") return s;
    ctx.preview({ line: [s.from, p.cell] });
    return { name: "dragging", from: s.from, last: p.cell, cells: [], ...(s.door !== undefined && { door: s.door }) };
  },
  up(s, p, ctx) {
    ctx.preview(null);
    if (s.name === "idle") return s;
    const b = ctx.board;
    const end = p.cell;
    if (s.door !== undefined) {
      const d = b.doors[s.door]!;
      if (same(end, s.from)) ctx.commit(removeDoor(s.door));
      else if (isRoom(b, end)) {
        const keep: Cell = [end[0] + d.front[0] - d.at[0], end[1] + d.front[1] - d.at[1]];
        const front = walkable(b, keep) ? keep : frontFor(b, end);
        if (front) ctx.commit(moveDoor(s.door, end, front));
      } else if (adjacent(d.at, end) && walkable(b, end)) ctx.commit(moveDoor(s.door, d.at, end));
      return IDLE;
    }
    const front = frontFor(b, s.from, same(end, s.from) ? undefined : end);
    if (front) ctx.commit(addDoor(s.from, front));
    return IDLE;
  },
});
