// Phase `derive`: the board graph and its pathing table, each node's distance to each room. Pure and total:
// cells, doors and starts that make no sense are skipped here (the checks report them). Linear in the
// board: one breadth-first search per room, never one per square (docs/decisions.md, "No square table").
import type { Edition } from "../schemas/edition";
import { UNREACHABLE, type BoardGraph } from "../schemas/graph";

const SQUARE = ".";

export function derive(edition: Edition): BoardGraph {
  const { rows, cols, grid } = edition.board;
  const roomIndex = new Map(edition.rooms.map((r, i) => [r.key, i]));
  const roomById = new Map(edition.rooms.map((r, i) => [r.id, i]));
  const cellNode = new Int32Array(rows * cols).fill(-1);
  let squareCount = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) if (grid[r]?.[c] === SQUARE) cellNode[r * cols + c] = squareCount++;
  const roomCount = edition.rooms.length;
  const nodeCount = squareCount + roomCount;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const room = roomIndex.get(grid[r]?.[c] ?? "");
      if (room !== undefined) cellNode[r * cols + c] = squareCount + room;
    }
  const nodeCell = new Int32Array(nodeCount).fill(-1);
  for (let i = 0; i < rows * cols; i++) {
    const n = cellNode[i] ?? -1;
    if (n >= 0 && n < squareCount) nodeCell[n] = i;
  }

  const squareAt = (r: number, c: number): number => {
    if (r < 0 || c < 0 || r >= rows || c >= cols) return -1;
    const n = cellNode[r * cols + c] ?? -1;
    return n < squareCount ? n : -1;
  };
  // Doors: each pair of a square in front and a room linked once, however many doors join them.
  const doorFront = new Uint8Array(squareCount);
  const roomsOf = new Map<number, number[]>();
  const frontsOf: number[][] = Array.from({ length: roomCount }, () => []);
  for (const d of edition.board.doors) {
    const [ar, ac] = d.cell;
    const [fr, fc] = d.front;
    const inside = ar >= 0 && ac >= 0 && ar < rows && ac < cols ? (cellNode[ar * cols + ac] ?? -1) : -1;
    const front = squareAt(fr, fc);
    if (inside < squareCount || front < 0 || Math.abs(ar - fr) + Math.abs(ac - fc) !== 1) continue;
    doorFront[front] = 1;
    const rooms = roomsOf.get(front) ?? [];
    if (rooms.includes(inside)) continue;
    rooms.push(inside);
    roomsOf.set(front, rooms);
    frontsOf[inside - squareCount]?.push(front);
  }
  const ascending = (a: number, b: number) => a - b;

  // Neighbours in ascending order, straight into compressed rows: squares are numbered in reading order,
  // so a square's are the one above, left, right and below, then its rooms (numbered after every square).
  const adjStart = new Int32Array(nodeCount + 1);
  const links = new Int32Array(4 * squareCount + 2 * edition.board.doors.length);
  let k = 0;
  for (let n = 0; n < squareCount; n++) {
    adjStart[n] = k;
    const cell = nodeCell[n] as number;
    const r = Math.floor(cell / cols);
    const c = cell - r * cols;
    for (const m of [squareAt(r - 1, c), squareAt(r, c - 1), squareAt(r, c + 1), squareAt(r + 1, c)])
      if (m >= 0) links[k++] = m;
    for (const m of roomsOf.get(n)?.sort(ascending) ?? []) links[k++] = m;
  }
  for (let i = 0; i < roomCount; i++) {
    adjStart[squareCount + i] = k;
    for (const m of (frontsOf[i] ?? []).sort(ascending)) links[k++] = m;
  }
  adjStart[nodeCount] = k;
  const adj = links.slice(0, k);

  const passages: number[][] = Array.from({ length: roomCount }, () => []);
  for (const [a, b] of edition.board.passages) {
    const i = roomById.get(a);
    const j = roomById.get(b);
    if (i === undefined || j === undefined || i === j) continue;
    if (!passages[i]?.includes(j)) passages[i]?.push(j);
    if (!passages[j]?.includes(i)) passages[j]?.push(i);
  }

  const question = new Uint8Array(squareCount);
  for (const s of edition.board.spaces) {
    const n = squareAt(s.at[0], s.at[1]);
    if (n >= 0) question[n] = 1;
  }
  const startNode = Int32Array.from(edition.suspects.map((s) => squareAt(s.start[0], s.start[1])));

  return {
    rows,
    cols,
    squareCount,
    roomCount,
    nodeCount,
    cellNode,
    nodeCell,
    adjStart,
    adj,
    roomDist: toRooms(nodeCount, squareCount, roomCount, adjStart, adj),
    passages,
    doorFront,
    question,
    startNode,
  };
}

/** Breadth-first from every room; a room other than the source is entered but never walked through. */
function toRooms(
  nodeCount: number,
  squareCount: number,
  roomCount: number,
  adjStart: Int32Array,
  adj: Int32Array,
): Uint16Array {
  const out = new Uint16Array(nodeCount * roomCount).fill(UNREACHABLE);
  const dist = new Uint16Array(nodeCount);
  const queue = new Int32Array(nodeCount);
  for (let j = 0; j < roomCount; j++) {
    const s = squareCount + j;
    dist.fill(UNREACHABLE);
    dist[s] = 0;
    queue[0] = s;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const n = queue[head++] as number;
      if (n >= squareCount && n !== s) continue;
      const d = (dist[n] as number) + 1;
      for (let k = adjStart[n] as number; k < (adjStart[n + 1] as number); k++) {
        const m = adj[k] as number;
        if (dist[m] === UNREACHABLE) {
          dist[m] = d;
          queue[tail++] = m;
        }
      }
    }
    for (let n = 0; n < nodeCount; n++) out[n * roomCount + j] = dist[n] as number;
  }
  return out;
}
