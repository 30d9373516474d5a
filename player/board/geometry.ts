// Where things are on the drawn board, in SVG user units: one cell is CELL units square, (0, 0) the top
// left corner of row 0, column 0. The player places tokens and weapons with these; the editor hit-tests.
import type { Cell, Edition } from "../../schemas/edition";
import type { BoardGraph, CompiledEdition } from "../../schemas/graph";

export const CELL = 10;

export interface Point {
  x: number;
  y: number;
}

export function cellOrigin(row: number, col: number): Point {
  return { x: col * CELL, y: row * CELL };
}

export function cellCenter(row: number, col: number): Point {
  return { x: (col + 0.5) * CELL, y: (row + 0.5) * CELL };
}

export function boardSize(edition: Edition): { width: number; height: number } {
  return { width: edition.board.cols * CELL, height: edition.board.rows * CELL };
}

/** The cell of a square node; null for a room node or a node off the graph. */
export function squareCell(graph: BoardGraph, node: number): Cell | null {
  const i = node >= 0 && node < graph.squareCount ? (graph.nodeCell[node] ?? -1) : -1;
  return i < 0 ? null : [Math.floor(i / graph.cols), i % graph.cols];
}

/** The cells of each room, by room id, in reading order. */
export function roomCells(edition: Edition): Map<string, Cell[]> {
  const byKey = new Map(edition.rooms.map((r) => [r.key, r.id]));
  const out = new Map<string, Cell[]>(edition.rooms.map((r) => [r.id, []]));
  edition.board.grid.forEach((line, row) => {
    for (let col = 0; col < line.length; col++) {
      const id = byKey.get(line[col] ?? "");
      if (id) out.get(id)?.push([row, col]);
    }
  });
  return out;
}

function nearestCell(cells: readonly Cell[], p: Point): Cell | undefined {
  let best: Cell | undefined;
  let bestD = Infinity;
  for (const c of cells) {
    const q = cellCenter(c[0], c[1]);
    const d = (q.x - p.x) ** 2 + (q.y - p.y) ** 2;
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best;
}

/** The room's middle: the centroid of its cells, or the centre of its cell nearest to it (an L-shaped room). */
export function roomLabelPoint(cells: readonly Cell[]): Point {
  if (cells.length === 0) return { x: 0, y: 0 };
  const mean = cells.reduce((p, [r, c]) => ({ x: p.x + (c + 0.5) * CELL, y: p.y + (r + 0.5) * CELL }), { x: 0, y: 0 });
  const centroid = { x: mean.x / cells.length, y: mean.y / cells.length };
  const [r, c] = cells.reduce<readonly [number, number]>(
    ([ar, ac], [br, bc]) => [Math.min(ar, br), Math.min(ac, bc)],
    [Infinity, Infinity],
  );
  const inside = cells.some(([cr, cc]) => cr === Math.floor(centroid.y / CELL) && cc === Math.floor(centroid.x / CELL));
  if (inside || !Number.isFinite(r + c)) return centroid;
  const n = nearestCell(cells, centroid) as Cell;
  return cellCenter(n[0], n[1]);
}

/**
 * Where tokens and weapons stand in a room: cell centres, nearest the middle first, leaving the row the
 * name is written on and the door cells free. Always at least one point (the middle) for a room with cells.
 */
function roomSlots(cells: readonly Cell[], doorCells: readonly Cell[] = []): Point[] {
  const label = roomLabelPoint(cells);
  // The name is centred on the label point, so it may straddle two rows: both stay free.
  const labelRows = new Set([Math.floor((label.y - CELL * 0.3) / CELL), Math.floor((label.y + CELL * 0.3) / CELL)]);
  const doors = new Set(doorCells.map(([r, c]) => `${r},${c}`));
  const free = cells.filter(([r, c]) => !labelRows.has(r) && !doors.has(`${r},${c}`));
  const pool = free.length > 0 ? free : cells;
  return pool
    .map(([r, c]) => cellCenter(r, c))
    .sort(
      (a, b) =>
        (a.x - label.x) ** 2 + (a.y - label.y) ** 2 - ((b.x - label.x) ** 2 + (b.y - label.y) ** 2) ||
        a.y - b.y ||
        a.x - b.x,
    );
}

/** Precomputed geometry of one compiled edition: what the player asks for on every frame. */
export interface BoardGeometry {
  width: number;
  height: number;
  /** Centre of a graph node: a square's centre, or a room's middle. */
  nodePoint: (node: number) => Point;
  /** The square's cell of a node, or null for a room node. */
  nodeCell: (node: number) => Cell | null;
  /** Room id of a room node, or null for a square. */
  nodeRoom: (node: number) => string | null;
  /** The node under a cell: a square, a room's node for any of its cells, or -1 (off the board). */
  nodeAt: (row: number, col: number) => number;
  roomNode: (room: string) => number;
  label: (room: string) => Point;
  slots: (room: string) => Point[];
  cells: (room: string) => readonly Cell[];
}

export function geometry(compiled: CompiledEdition): BoardGeometry {
  const { edition, graph } = compiled;
  const cellsByRoom = roomCells(edition);
  const labels = new Map<string, Point>();
  const slots = new Map<string, Point[]>();
  for (const room of edition.rooms) {
    const cells = cellsByRoom.get(room.id) ?? [];
    labels.set(room.id, roomLabelPoint(cells));
    const doorCells = edition.board.doors.filter((d) => d.room === room.id).map((d) => d.cell);
    slots.set(room.id, roomSlots(cells, doorCells));
  }
  const roomIndex = new Map(edition.rooms.map((r, i) => [r.id, i]));
  const cellOf = (node: number): Cell | null => squareCell(graph, node);
  const roomOf = (node: number): string | null =>
    node >= graph.squareCount ? (edition.rooms[node - graph.squareCount]?.id ?? null) : null;
  return {
    ...boardSize(edition),
    nodeCell: cellOf,
    nodeRoom: roomOf,
    nodeAt: (row, col) =>
      row < 0 || col < 0 || row >= graph.rows || col >= graph.cols
        ? -1
        : (graph.cellNode[row * graph.cols + col] ?? -1),
    roomNode: (room) => graph.squareCount + (roomIndex.get(room) ?? -1),
    nodePoint(node) {
      const cell = cellOf(node);
      if (cell) return cellCenter(cell[0], cell[1]);
      const room = roomOf(node);
      return (room && labels.get(room)) || { x: 0, y: 0 };
    },
    label: (room) => labels.get(room) ?? { x: 0, y: 0 },
    slots: (room) => slots.get(room) ?? [],
    cells: (room) => cellsByRoom.get(room) ?? [],
  };
}
