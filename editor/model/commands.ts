// The editor's commands: pure `doc -> doc` functions. Each writes only the keys it changes (setIn splices
// them into the text), so an undone command gives back the very same text.
import { boardOf, inside, same, type BoardView, type Cell } from "./board";
import { chain, dataOf, getIn, setIn, withText, type Command, type Doc } from "./doc";
import { spliceRows } from "./grid";
import type { Json } from "./render";

const cellJson = (c: Cell): Json => [c[0], c[1]];

/** Grid rows back to the `grid` string (one row a line, a final newline as in `grid: |`). */
export const gridText = (rows: readonly string[]): string => rows.join("\n") + "\n";

/** Paint every cell in `cells` with grid character `ch` (cells off the grid are ignored). */
export function paintRows(b: BoardView, cells: readonly Cell[], ch: string): string[] {
  const rows = b.grid.map((r) => r.padEnd(b.cols, "#").split(""));
  for (const c of cells) if (inside(b, c)) rows[c[0]]![c[1]] = ch;
  return rows.map((r) => r.join(""));
}

export const paint =
  (cells: readonly Cell[], ch: string): Command =>
  (doc) => {
    const b = boardOf(doc);
    const rows = paintRows(b, cells, ch);
    if (rows.every((r, i) => r === b.grid[i])) return doc;
    const fast = b.rows < 400 ? spliceRows(doc.text, b.grid, rows) : undefined;
    return fast !== undefined ? withText(doc, fast) : setIn(["board", "grid"], gridText(rows))(doc);
  };

/** Replace the whole grid (a paste, a move, a new size). */
const setGrid = (rows: readonly string[]): Command => setIn(["board", "grid"], gridText(rows));

function doorsJson(doc: Doc): Json[] {
  const v = getIn(dataOf(doc), ["board", "doors"]);
  return Array.isArray(v) ? (v as Json[]) : [];
}

export const addDoor =
  (at: Cell, front: Cell): Command =>
  (doc) => {
    const b = boardOf(doc);
    if (b.doors.some((d) => same(d.at, at) && same(d.front, front))) return doc;
    return setIn(["board", "doors", doorsJson(doc).length], { at: cellJson(at), front: cellJson(front) })(doc);
  };

export const moveDoor =
  (index: number, at: Cell, front: Cell): Command =>
  (doc) =>
    index < doorsJson(doc).length
      ? chain(
          setIn(["board", "doors", index, "at"], cellJson(at)),
          setIn(["board", "doors", index, "front"], cellJson(front)),
        )(doc)
      : doc;

export const removeDoor = (index: number): Command => setIn(["board", "doors", index], undefined);

/** Remove doors, question spaces and the envelope mark on a cell: what the eraser takes before the cell itself. */
export const clearMarks =
  (c: Cell): Command =>
  (doc) => {
    let d = doc;
    const doors = boardOf(d).doors;
    for (let i = doors.length - 1; i >= 0; i--)
      if (same(doors[i]!.at, c) || same(doors[i]!.front, c)) d = removeDoor(i)(d);
    const spaces = (getIn(dataOf(d), ["board", "spaces"]) as unknown[] | undefined) ?? [];
    for (let i = spaces.length - 1; i >= 0; i--) {
      const at = getIn(spaces[i], ["at"]);
      if (Array.isArray(at) && at[0] === c[0] && at[1] === c[1]) d = setIn(["board", "spaces", i], undefined)(d);
    }
    return d;
  };

export const toggleQuestion =
  (c: Cell): Command =>
  (doc) => {
    const spaces = (getIn(dataOf(doc), ["board", "spaces"]) as unknown[] | undefined) ?? [];
    const i = spaces.findIndex((s) => {
      const at = getIn(s, ["at"]);
      return Array.isArray(at) && at[0] === c[0] && at[1] === c[1];
    });
    if (i >= 0) return setIn(["board", "spaces", i], undefined)(doc);
    return setIn(["board", "spaces", Array.isArray(spaces) ? spaces.length : 0], { kind: "question", at: cellJson(c) })(
      doc,
    );
  };

/**
 * The start of the suspect at `suspect` in the board's list. In an edition that extends another, that list
 * is the merged one: the start is written on the file's own entry of that id, or on a new entry that
 * names only the id and the start (a change in place of the inherited suspect).
 */
export const setStart =
  (suspect: number, c: Cell): Command =>
  (doc) => {
    const id = boardOf(doc).starts[suspect]?.id;
    const data = dataOf(doc);
    if (typeof data?.extends !== "string" || id === undefined)
      return setIn(["suspects", suspect, "start"], cellJson(c))(doc);
    const own = Array.isArray(data.suspects) ? (data.suspects as unknown[]) : [];
    const i = own.findIndex((s) => getIn(s, ["id"]) === id);
    return i >= 0
      ? setIn(["suspects", i, "start"], cellJson(c))(doc)
      : setIn(["suspects", own.length], { id, start: cellJson(c) })(doc);
  };
/** Add the passage between two rooms, or take it away if it is there (either way round). */
export const togglePassage =
  (a: string, b: string): Command =>
  (doc) => {
    if (a === b) return doc;
    const list = boardOf(doc).passages;
    const i = list.findIndex(([x, y]) => (x === a && y === b) || (x === b && y === a));
    const raw = getIn(dataOf(doc), ["board", "passages"]);
    if (i >= 0) return setIn(["board", "passages", i], undefined)(doc);
    return setIn(["board", "passages", Array.isArray(raw) ? raw.length : 0], [a, b])(doc);
  };

export type Region = { top: number; left: number; rows: string[] };

export function copyRegion(b: BoardView, a: Cell, z: Cell): Region {
  const top = Math.max(0, Math.min(a[0], z[0]));
  const left = Math.max(0, Math.min(a[1], z[1]));
  const bottom = Math.min(b.rows - 1, Math.max(a[0], z[0]));
  const right = Math.min(b.cols - 1, Math.max(a[1], z[1]));
  const rows: string[] = [];
  for (let r = top; r <= bottom; r++) rows.push((b.grid[r] ?? "").padEnd(b.cols, "#").slice(left, right + 1));
  return { top, left, rows };
}

function pasteRows(b: BoardView, region: Region, at: Cell): string[] {
  const cells = b.grid.map((r) => r.padEnd(b.cols, "#").split(""));
  region.rows.forEach((line, i) =>
    [...line].forEach((ch, j) => {
      const r = at[0] + i;
      const c = at[1] + j;
      if (inside(b, [r, c])) cells[r]![c] = ch;
    }),
  );
  return cells.map((r) => r.join(""));
}

export const paste =
  (region: Region, at: Cell): Command =>
  (doc) =>
    setGrid(pasteRows(boardOf(doc), region, at))(doc);

/** Move a region: its old place becomes off-board, then it is pasted at `at`. */
export const moveRegion =
  (region: Region, at: Cell): Command =>
  (doc) => {
    const b = boardOf(doc);
    const blank: Region = { ...region, rows: region.rows.map((r) => "#".repeat(r.length)) };
    const cleared = pasteRows(b, blank, [region.top, region.left]);
    return setGrid(pasteRows({ ...b, grid: cleared }, region, at))(doc);
  };

const ROOM_KEYS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * The command that adds a room (with `key`, else a free one) and its key; undefined when every key is
 * taken. In an edition that extends another (`data`, the file's own data), the room joins the file's own list.
 */
export function addRoom(b: BoardView, data: unknown, key?: string): { cmd: Command; key: string } | undefined {
  const used = new Set([...b.rooms.map((r) => r.key), ...b.grid.join("")]);
  const k = key ?? [...ROOM_KEYS].find((x) => !used.has(x));
  if (!k) return undefined;
  const ids = new Set(b.rooms.map((r) => r.id));
  let i = b.rooms.length + 1;
  while (ids.has(`room-${i}`)) i++;
  const rooms = (data as { rooms?: unknown } | null)?.rooms;
  const own = Array.isArray(rooms) ? rooms.length : 0;
  return { cmd: setIn(["rooms", own], { id: `room-${i}`, name: `Room ${i}`, key: k }), key: k };
}
