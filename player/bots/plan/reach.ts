// Where to stand, by the dice: the value of a node is what the next roll is expected to bring (the best room
// worth a visit within each possible roll, weighed by its chance), and, for the rolls that fall short, the
// best room a turn later, discounted. Being near several good rooms is worth more than being near one,
// which the average roll alone can not see.
import type { BoardInfo } from "./board";
import type { StepOdds } from "./dice";
import { turnsTo, type RoomValues } from "./route";

/** What a room a turn further away is worth, against the same room reached on the next roll. */
export const LATER = 0.45;

/**
 * The expected value of the next roll from `node` (rooms other than `skip`): for each roll, the best room it
 * reaches, else the best room a turn or more later, discounted by LATER per turn.
 */
export function rollValue(board: BoardInfo, odds: StepOdds, node: number, values: RoomValues, skip = -1): number {
  const { first, worth } = values;
  // The rooms worth something, nearest first: each roll takes the best of those within reach.
  const near: { d: number; v: number; later: number }[] = [];
  for (let i = 0; i < worth.length; i++) {
    const v = worth[i] as number;
    const room = first + i;
    if (v <= 0 || room === skip) continue;
    const d = board.dist(node, room);
    if (d >= 0xffff) continue;
    near.push({ d, v, later: 0 });
  }
  if (near.length === 0) return 0;
  near.sort((a, b) => a.d - b.d);
  let total = 0;
  for (let k = 0; k <= odds.max; k++) {
    const pk = odds.p[k] ?? 0;
    if (pk === 0) continue;
    let best = 0;
    for (const r of near) {
      if (r.d <= k) best = Math.max(best, r.v);
      else {
        // Short by d - k steps: more turns of average rolls.
        const turns = Math.ceil((r.d - k) / board.meanRoll);
        best = Math.max(best, r.v * LATER ** turns);
      }
    }
    total += pk * best;
  }
  return total;
}

/** The value of standing on `node` at the end of this move: a room is worth its suggestion, a square its next roll. */
export function standValue(board: BoardInfo, odds: StepOdds, node: number, values: RoomValues): number {
  if (node >= values.first) {
    const v = values.worth[node - values.first] ?? 0;
    // In a room the turn's suggestion is made now, and next turn starts from its doors.
    return v + LATER * rollValue(board, odds, node, values, node);
  }
  return rollValue(board, odds, node, values);
}

export { turnsTo };
