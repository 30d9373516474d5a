// Moving towards the rooms worth a visit: each destination is scored by the best room value reachable from
// it, discounted by the turns still needed to get there (distances from the pathing table).
import type { Action } from "../../engine";
import type { BoardInfo } from "./board";
import type { Rand } from "./rand";

/**
 * How much a suggestion (or an accusation) in each room is worth now: `worth[node - first]` for a room node,
 * 0 for a room not worth a visit. An array of doubles, not a Map: bots read it hundreds of times a turn (a
 * plain array holding whole numbers at first and fractions later read as two kinds of array, which cost
 * the readers their optimised code).
 */
export interface RoomValues {
  first: number;
  worth: number[];
}

export function noRoomValues(board: BoardInfo): RoomValues {
  // A plain array: a typed one of a few entries costs more to make than to read, and one is made per decision.
  return { first: board.squareCount, worth: new Array<number>(board.rooms.length).fill(0) };
}

export function valueOf(values: RoomValues, node: number): number {
  return node >= values.first ? (values.worth[node - values.first] ?? 0) : 0;
}

export function setValue(values: RoomValues, node: number, value: number): void {
  if (node >= values.first && node - values.first < values.worth.length) values.worth[node - values.first] = value;
}

export function bestValue(values: RoomValues): number {
  let best = 0;
  for (let i = 0; i < values.worth.length; i++) if ((values.worth[i] ?? 0) > best) best = values.worth[i] ?? 0;
  return best;
}

/** Turns of average rolls from node `from` into room node `room` (the board's table); Infinity when out of reach. */
export function turnsTo(board: BoardInfo, from: number, room: number): number {
  const i = room - board.squareCount;
  if (from < 0 || i < 0 || i >= board.rooms.length) return Infinity;
  return board.turnsToRoom[from * board.rooms.length + i] ?? Infinity;
}

/** The value of standing on `node`: the best room, less a tenth per turn still to walk. */
function positionValue(board: BoardInfo, node: number, values: RoomValues, skip = -1): number {
  let best = 0;
  const { first, worth } = values;
  const row = node * board.rooms.length;
  // `board.dist(node, room)` read straight from the table (this runs for every destination of every move).
  const steps = node * board.roomStride;
  for (let i = 0; i < worth.length; i++) {
    const v = worth[i] as number;
    const room = first + i;
    if (v <= 0 || room === skip) continue;
    const t = board.turnsToRoom[row + i] ?? Infinity;
    if (t === Infinity) continue;
    best = Math.max(best, v / (1 + t) - (t === 0 ? 0 : 0.001 * (board.roomSteps[steps + i] as number)));
  }
  return best;
}

/**
 * The best `move` action; `risk(node)` in [0, 1] scales a destination down (question spaces); `stand(node)`,
 * when a level has its own, scores a destination instead of `positionValue`.
 */
export function chooseMove(
  board: BoardInfo,
  moves: Action[],
  values: RoomValues,
  rand: Rand,
  risk?: (node: number) => number,
  stand?: (node: number) => number,
): Action {
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    if (m.type !== "move") continue;
    const score = (stand ? stand(m.to) : positionValue(board, m.to, values)) * (1 - (risk?.(m.to) ?? 0));
    if (score > bestScore + 1e-9) {
      best = [m];
      bestScore = score;
    } else if (Math.abs(score - bestScore) <= 1e-9) best.push(m);
  }
  return best.length ? rand.pick(best) : (moves[0] as Action);
}

/** Is taking the passage to `room` better than rolling from `from` (to anywhere but where it stands)? */
export function passageIsBetter(board: BoardInfo, from: number, room: string, values: RoomValues): boolean {
  const there = board.roomNode(room);
  const rolling = positionValue(board, from, values, from);
  const worth = valueOf(values, there);
  // A passage into a room hardly worth a visit only carries the token away from the rooms that are.
  return worth > rolling + 1e-9 && worth >= 0.5 * bestValue(values);
}
