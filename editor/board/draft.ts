// The shared board module draws compiled editions; a draft with errors has none. This gives it the parts
// of one that drawing reads (the grid, rooms, doors, passages, starts, spaces, the envelope and the
// walkable squares), from the tolerant reading of the file, so the board looks the same before and after
// the draft compiles.
import type { Edition } from "../../schemas/edition";
import type { CompiledEdition } from "../../schemas/graph";
import type { BoardView } from "../model/board";

export function drawable(b: BoardView): CompiledEdition {
  const cells: number[] = [];
  b.grid.forEach((row, r) => {
    for (let c = 0; c < b.cols; c++) if ((row[c] ?? "#") === ".") cells.push(r * b.cols + c);
  });
  const keys = new Set<string>();
  const rooms = b.rooms.filter((r) => r.key.length === 1 && !keys.has(r.key) && keys.add(r.key));
  const edition = {
    rooms: rooms.map((r) => ({ id: r.id, name: r.name || r.id, key: r.key, card: true })),
    suspects: b.starts.flatMap((s) => (s.cell ? [{ id: s.id, name: s.name, color: s.color, start: s.cell }] : [])),
    board: {
      rows: b.rows,
      cols: b.cols,
      grid: b.grid,
      doors: b.doors.map((d) => ({ room: "", cell: d.at, front: d.front })),
      passages: b.passages.filter(([x, y]) => rooms.some((r) => r.id === x) && rooms.some((r) => r.id === y)),
      spaces: b.spaces.map((at) => ({ kind: "question" as const, at })),
      envelope: b.envelope ?? null,
    },
  } as unknown as Edition;
  const graph = { rows: b.rows, cols: b.cols, squareCount: cells.length, nodeCell: Int32Array.from(cells) };
  return { edition, graph } as unknown as CompiledEdition;
}
