// Phase `derive`: the board graph and the all-pairs pathing table. Pure and total: cells, doors and
// starts that make no sense are skipped here (the checks report them).
import type { Edition } from "../schemas/edition";
import type { BoardGraph } from "../schemas/graph";

export const UNREACHABLE = 0xffff;
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

  const neighbours: Set<number>[] = Array.from({ length: nodeCount }, () => new Set<number>());
  const link = (a: number, b: number) => {
    neighbours[a]?.add(b);
    neighbours[b]?.add(a);
  };
  const squareAt = (r: number, c: number): number => {
    if (r < 0 || c < 0 || r >= rows || c >= cols) return -1;
    const n = cellNode[r * cols + c] ?? -1;
    return n < squareCount ? n : -1;
  };
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const n = squareAt(r, c);
      if (n < 0) continue;
      const right = squareAt(r, c + 1);
      const down = squareAt(r + 1, c);
      if (right >= 0) link(n, right);
      if (down >= 0) link(n, down);
    }
  const doorFront = new Uint8Array(squareCount);
  for (const d of edition.board.doors) {
    const [ar, ac] = d.cell;
    const [fr, fc] = d.front;
    const inside = ar >= 0 && ac >= 0 && ar < rows && ac < cols ? (cellNode[ar * cols + ac] ?? -1) : -1;
    const front = squareAt(fr, fc);
    if (inside < squareCount || front < 0 || Math.abs(ar - fr) + Math.abs(ac - fc) !== 1) continue;
    link(front, inside);
    doorFront[front] = 1;
  }

  const adjStart = new Int32Array(nodeCount + 1);
  const flat: number[] = [];
  for (let n = 0; n < nodeCount; n++) {
    adjStart[n] = flat.length;
    flat.push(...[...(neighbours[n] ?? [])].sort((a, b) => a - b));
  }
  adjStart[nodeCount] = flat.length;
  const adj = Int32Array.from(flat);

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
    dist: allPairs(nodeCount, squareCount, adjStart, adj),
    passages,
    doorFront,
    question,
    startNode,
  };
}

/** Breadth-first from every node; a room other than the source is entered but never walked through. */
function allPairs(nodeCount: number, squareCount: number, adjStart: Int32Array, adj: Int32Array): Uint16Array {
  const dist = new Uint16Array(nodeCount * nodeCount).fill(UNREACHABLE);
  const queue = new Int32Array(nodeCount);
  for (let s = 0; s < nodeCount; s++) {
    const row = s * nodeCount;
    dist[row + s] = 0;
    queue[0] = s;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const n = queue[head++] as number;
      if (n >= squareCount && n !== s) continue;
      const d = (dist[row + n] as number) + 1;
      for (let k = adjStart[n] as number; k < (adjStart[n + 1] as number); k++) {
        const m = adj[k] as number;
        if (dist[row + m] === UNREACHABLE) {
          dist[row + m] = d;
          queue[tail++] = m;
        }
      }
    }
  }
  return dist;
}
