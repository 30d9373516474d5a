// A tool is a small state machine over pointer events on board cells (tldraw's idle / pointing / dragging
// state nodes). Its transitions are pure: effects go through the context, as a preview to draw or a command
// to commit, so one gesture is one step of undo. Each tool file also says how it shows itself (icon, key,
// help, the options it takes), so adding a tool is adding a file and a line in index.ts.
import type { Key, Vars } from "../i18n/keys";
import type { BoardView, Cell } from "../model/board";
import type { Command } from "../model/doc";
import type { Region } from "../model/commands";

export type ToolId =
  | "room"
  | "corridor"
  | "void"
  | "fill"
  | "door"
  | "passage"
  | "start"
  | "question"
  | "erase"
  | "select"
  | "pan"
  | "distance";

/** The controls a tool's options panel shows (app/ToolOptions.tsx draws each). */
export type OptionId = "room" | "brush" | "rect" | "fillKind" | "suspect" | "clip";

export interface ToolOptions {
  /** Grid key of the room the room tool paints. */
  roomKey: string;
  brush: number;
  rect: boolean;
  /** Index in `suspects` of the start tool's suspect. */
  suspect: number;
  /** What the fill tool pours: the chosen room, or corridor. */
  fill: "room" | "corridor";
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
  /** A click with the select tool: show what is on this square beside the board (null: nothing). */
  inspect: (cell: Cell | null) => void;
  /** Say something on the status line (a refusal and its reason); the tool's own words. */
  tell: <K extends Key>(key: K, ...vars: Vars<K>) => void;
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

/** What a tool's options panel and the status line need to know (no React: tools stay pure). */
export interface ToolLook {
  id: ToolId;
  /** A character drawn in its button (aria-hidden: the name is its label). */
  icon: string;
  /** The letter that picks it (outside text fields). */
  key?: string;
  /** Its one-line help; some tools' help follows their options (a rectangle or a stroke). */
  help: (o: ToolOptions) => Key;
  /** The option controls shown while it is the tool, in order. */
  options: readonly OptionId[];
}

export interface Tool extends ToolLook {
  down: (s: Phase, p: Pointer, ctx: ToolCtx) => Phase;
  move: (s: Phase, p: Pointer, ctx: ToolCtx) => Phase;
  up: (s: Phase, p: Pointer, ctx: ToolCtx) => Phase;
  /**
   * The gesture is dropped (Escape, the browser's `pointercancel`, the tool changed mid-stroke): nothing is
   * committed and the preview goes.
   */
  cancel: (s: Phase, ctx: ToolCtx) => Phase;
  /** The tool is chosen / left: a tool with state between gestures (the passage's first room) resets it. */
  enter: (ctx: ToolCtx) => void;
  exit: (ctx: ToolCtx) => void;
}

export const IDLE: Phase = { name: "idle" };

type ToolSpec = Omit<Tool, "cancel" | "enter" | "exit" | "help" | "options"> &
  Partial<Pick<Tool, "cancel" | "enter" | "exit" | "help" | "options">>;

/** A tool with the usual defaults: cancelling drops the preview, entering and leaving do nothing. */
export function defineTool(spec: ToolSpec): Tool {
  return {
    help: () => `tool.help.${spec.id}`,
    options: [],
    cancel: (_s, ctx) => (ctx.preview(null), IDLE),
    enter: () => undefined,
    exit: (ctx) => ctx.preview(null),
    ...spec,
  };
}

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
