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
  const max = odds.max;
  // best[k]: the best a roll of k brings. Scratch reused: this runs for every destination of every move.
  const best = scratch.length > max ? scratch : (scratch = new Float64Array(max + 1));
  best.fill(0, 0, max + 1);
  let any = false;
  for (let i = 0; i < worth.length; i++) {
    const v = worth[i] as number;
    const room = first + i;
    if (v <= 0 || room === skip) continue;
    const d = board.dist(node, room);
    if (d >= 0xffff) continue;
    any = true;
    for (let k = 0; k <= max; k++) {
      // Short by d - k steps: more turns of average rolls, each discounted by LATER.
      const got = d <= k ? v : v * LATER ** Math.ceil((d - k) / board.meanRoll);
      if (got > (best[k] as number)) best[k] = got;
    }
  }
  if (!any) return 0;
  let total = 0;
  for (let k = 0; k <= max; k++) total += (odds.p[k] ?? 0) * (best[k] as number);
  return total;
}

let scratch = new Float64Array(16);

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
