// A tool is a small state machine over pointer events on board cells (tldraw's idle / pointing / dragging
// state nodes). Its transitions are pure: effects go through the context, as a preview to draw or a command
// to commit, so one gesture is one step of undo.
import type { BoardView, Cell } from "../model/board";
import type { Command } from "../model/doc";
import type { Region } from "../model/commands";

export type ToolId =
  "room" | "corridor" | "void" | "door" | "passage" | "start" | "question" | "erase" | "select" | "pan" | "distance";

export interface ToolOptions {
  /** Grid key of the room the room tool paints. */
  roomKey: string;
  brush: number;
  rect: boolean;
  /** Index in `suspects` of the start tool's suspect. */
  suspect: number;
}

export interface Preview {
  /** Cells shown painted before the stroke is committed. */
  paint?: { cells: Cell[]; ch: string };
  rect?: [Cell, Cell];
  line?: [Cell, Cell];
  /** A room picked as the first end of a passage. */
  room?: string;
}

export interface Selection {
  from: Cell;
  to: Cell;
}

export interface ToolCtx {
  board: BoardView;
  options: ToolOptions;
  commit: (cmd: Command) => void;
  preview: (p: Preview | null) => void;
  selection: Selection | null;
  select: (s: Selection | null) => void;
  /** Distances are asked from a square (a cell) or a room (an id). */
  showDistances: (from: Cell | string) => void;
  /** Screen pixels moved since the press, for the pan tool. */
  pan: (dx: number, dy: number) => void;
}

export type Phase =
  | { name: "idle" }
  | { name: "pointing"; from: Cell; cells?: Cell[]; door?: number; region?: Region }
  | { name: "dragging"; from: Cell; last: Cell; cells: Cell[]; door?: number; region?: Region };

export interface Pointer {
  cell: Cell;
  x: number;
  y: number;
}

export interface Tool {
  id: ToolId;
  down: (s: Phase, p: Pointer, ctx: ToolCtx) => Phase;
  move: (s: Phase, p: Pointer, ctx: ToolCtx) => Phase;
  up: (s: Phase, p: Pointer, ctx: ToolCtx) => Phase;
}

export const IDLE: Phase = { name: "idle" };

/** Cells on the straight line between two cells, so a fast stroke leaves no gaps. */
export function line(a: Cell, b: Cell): Cell[] {
  const out: Cell[] = [];
  const n = Math.max(Math.abs(b[0] - a[0]), Math.abs(b[1] - a[1]), 1);
  for (let i = 0; i <= n; i++)
    out.push([Math.round(a[0] + ((b[0] - a[0]) * i) / n), Math.round(a[1] + ((b[1] - a[1]) * i) / n)]);
  return out;
}

/** The square brush of `size` cells around `c`. */
export function brush(c: Cell, size: number): Cell[] {
  const out: Cell[] = [];
  const lo = -Math.floor((size - 1) / 2);
  for (let dr = lo; dr < lo + size; dr++) for (let dc = lo; dc < lo + size; dc++) out.push([c[0] + dr, c[1] + dc]);
  return out;
}

export function rectCells(a: Cell, b: Cell): Cell[] {
  const out: Cell[] = [];
  for (let r = Math.min(a[0], b[0]); r <= Math.max(a[0], b[0]); r++)
    for (let c = Math.min(a[1], b[1]); c <= Math.max(a[1], b[1]); c++) out.push([r, c]);
  return out;
}
