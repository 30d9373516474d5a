// Where a node is, as a player would say it: a room by its name; a square by the room it is near (or, for a
// token on the move, the room the square brings it nearer to) and the steps from the square into that room,
// then the other rooms, nearest first, with their steps: the next one says which way the hall runs, and
// no two squares of the shipped boards are as far from every room (place.test.ts), so enough of them tell
// any two squares apart. Words come later, in the player's language: this says which rooms and how far,
// from the board's graph alone.
import type { Cell } from "../../schemas/edition";
import { UNREACHABLE, type CompiledEdition } from "../../schemas/graph";
import { roomCells, roomLabelPoint, squareCell, type Point } from "./geometry";

export type Place =
  | { kind: "room"; room: string }
  | {
      kind: "square";
      cell: Cell;
      /** The room the square is named by, and the steps from the square into it (1: at its door); null
       *  for a square no room can be reached from. */
      room: string | null;
      steps: number;
      /** The other rooms that can be reached, nearest first (the room a moving token leaves last). */
      others: readonly { room: string; steps: number }[];
      question: boolean;
      /** The suspect whose start square this is. */
      start: string | null;
    }
  | { kind: "none" };

// The rooms' middles, per compiled edition: a tie in steps goes to the room whose middle is nearer.
const middles = new WeakMap<CompiledEdition, Point[]>();

function middlesOf(compiled: CompiledEdition): Point[] {
  let m = middles.get(compiled);
  if (!m) {
    const cells = roomCells(compiled.edition);
    m = compiled.edition.rooms.map((r) => roomLabelPoint(cells.get(r.id) ?? []));
    middles.set(compiled, m);
  }
  return m;
}

/**
 * `from`: the node of a token about to move there (its destinations are then named by the room each one
 * brings it nearer to, never the room it leaves); left out, a square is named by its nearest room.
 */
export function placeOf(compiled: CompiledEdition, node: number, from = -1): Place {
  const { graph, edition } = compiled;
  if (!Number.isInteger(node) || node < 0 || node >= graph.nodeCount) return { kind: "none" };
  if (node >= graph.squareCount) return { kind: "room", room: edition.rooms[node - graph.squareCount]?.id ?? "" };
  const R = graph.roomCount;
  const cell = squareCell(graph, node) as Cell;
  const mids = middlesOf(compiled);
  const here = { x: (cell[1] + 0.5) * 10, y: (cell[0] + 0.5) * 10 };
  const dist = (n: number, r: number) => graph.roomDist[n * R + r] as number;
  const far = (r: number) => ((mids[r]?.x ?? 0) - here.x) ** 2 + ((mids[r]?.y ?? 0) - here.y) ** 2;
  const nearer = (a: number, b: number) => dist(node, a) - dist(node, b) || far(a) - far(b) || a - b;
  const rooms = [...Array(R).keys()].filter((r) => dist(node, r) !== UNREACHABLE).sort(nearer);
  const left = from >= graph.squareCount && from < graph.nodeCount ? from - graph.squareCount : -1;
  const onTheWay =
    from >= 0 && from < graph.nodeCount ? rooms.filter((r) => r !== left && dist(node, r) < dist(from, r)) : [];
  const named = onTheWay[0] ?? rooms.find((r) => r !== left) ?? rooms[0];
  const start = edition.suspects.findIndex((_, i) => graph.startNode[i] === node);
  const id = (r: number) => edition.rooms[r]?.id ?? "";
  return {
    kind: "square",
    cell,
    room: named === undefined ? null : id(named),
    steps: named === undefined ? 0 : dist(node, named),
    // The room being left tells the least about where a token is going: it comes last.
    others: [...rooms.filter((r) => r !== named && r !== left), ...rooms.filter((r) => r === left && r !== named)].map(
      (r) => ({ room: id(r), steps: dist(node, r) }),
    ),
    question: graph.question[node] === 1,
    start: start >= 0 ? (edition.suspects[start]?.id ?? null) : null,
  };
}
