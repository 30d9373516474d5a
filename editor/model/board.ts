// A tolerant reading of the board from the file's data, so a draft with errors is still drawn and edited.
// (The compiled edition exists only once the draft has no errors.)
import { dataOf, pending, type Doc } from "./doc";
import { inherited } from "./inherit";

export type Cell = [row: number, col: number];

export interface BoardView {
  rows: number;
  cols: number;
  grid: string[];
  rooms: { id: string; name: string; key: string }[];
  doors: { at: Cell; front: Cell }[];
  passages: [string, string][];
  spaces: Cell[];
  starts: { id: string; name: string; color: string; cell: Cell | undefined }[];
  envelope: Cell | undefined;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown, d = ""): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : d);
function cell(v: unknown): Cell | undefined {
  return Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1])
    ? [v[0] as number, v[1] as number]
    : undefined;
}

/** The grid's rows, without a trailing empty line; never longer than the editor can draw. */
function gridRows(grid: unknown): string[] {
  if (typeof grid !== "string") return [];
  const rows = grid.replace(/\n$/, "").split("\n");
  return rows.slice(0, 400).map((r) => r.slice(0, 400));
}

const boards = new WeakMap<Doc, BoardView>();

/** The board of a doc, read once per doc. */
export function boardOf(doc: Doc): BoardView {
  let b = boards.get(doc);
  if (b) return b;
  b = readBoard(doc);
  // A doc whose data is still on its way from the Worker is drawn empty for now, and read again then.
  if (!pending(doc)) boards.set(doc, b);
  return b;
}

function readBoard(doc: Doc): BoardView {
  // With `extends:`, what the file leaves out is its parent's (model/inherit.ts).
  const data = rec(inherited(doc) ?? dataOf(doc));
  const board = rec(data.board);
  const grid = gridRows(board.grid);
  return {
    rows: grid.length,
    cols: grid.reduce((m, r) => Math.max(m, r.length), 0),
    grid,
    rooms: list(data.rooms).map((r) => ({ id: str(rec(r).id), name: str(rec(r).name), key: str(rec(r).key) })),
    doors: list(board.doors).flatMap((d) => {
      const at = cell(rec(d).at);
      const front = cell(rec(d).front);
      return at && front ? [{ at, front }] : [];
    }),
    passages: list(board.passages).flatMap((p) =>
      Array.isArray(p) && p.length === 2 ? [[str(p[0]), str(p[1])] as [string, string]] : [],
    ),
    spaces: list(board.spaces).flatMap((s) => {
      const c = cell(rec(s).at);
      return c ? [c] : [];
    }),
    starts: list(data.suspects).map((s) => ({
      id: str(rec(s).id),
      name: str(rec(s).name),
      color: str(rec(s).color, "#888"),
      cell: cell(rec(s).start),
    })),
    envelope: cell(board.envelope),
  };
}

export const charAt = (b: BoardView, [r, c]: Cell): string => b.grid[r]?.[c] ?? "#";
export const inside = (b: BoardView, [r, c]: Cell): boolean => r >= 0 && c >= 0 && r < b.rows && c < b.cols;
export const same = (a: Cell, b: Cell): boolean => a[0] === b[0] && a[1] === b[1];

/** How many separate pieces (side by side counts as joined) the cells of grid key `key` make. */
export function roomParts(b: BoardView, key: string): number {
  const seen = new Set<number>();
  let parts = 0;
  for (let r = 0; r < b.rows; r++)
    for (let c = 0; c < b.cols; c++) {
      if (charAt(b, [r, c]) !== key || seen.has(r * b.cols + c)) continue;
      parts++;
      const stack: Cell[] = [[r, c]];
      seen.add(r * b.cols + c);
      while (stack.length) {
        const [y, x] = stack.pop()!;
        for (const [dy, dx] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const n: Cell = [y + dy, x + dx];
          if (inside(b, n) && charAt(b, n) === key && !seen.has(n[0] * b.cols + n[1])) {
            seen.add(n[0] * b.cols + n[1]);
            stack.push(n);
          }
        }
      }
    }
  return parts;
}
