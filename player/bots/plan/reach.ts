// Where to stand, by the dice: the value of a node is what the next roll is expected to bring (the best room
// worth a visit within each possible roll, weighed by its chance), and, for the rolls that fall short, the
// best room a turn or two later, by the chance that the dice of those turns cover the rest, discounted per
// turn. Being near several good rooms is worth more than being near one, and a room nine steps short is
// worth less than one two steps short, which the average roll alone can not see.
import type { BoardInfo } from "./board";
import { AHEAD, type StepOdds } from "./dice";
import type { RoomValues } from "./route";

/** What a room a turn further away is worth, against the same room reached on the next roll. */
export const LATER = 0.45;

/**
 * The expected value of the next roll from `node` (rooms other than `skip`): for each roll, the best room it
 * reaches, else the best room a turn or more later, discounted by LATER per turn.
 */
export function rollValue(board: BoardInfo, odds: StepOdds, node: number, values: RoomValues, skip = -1): number {
  const { first, worth } = values;
  const max = odds.max;
  const short = shortfall(odds);
  const beyond = LATER ** (AHEAD + 1);
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
      const got = d <= k ? v : v * (short[d - k] ?? beyond);
      if (got > (best[k] as number)) best[k] = got;
    }
  }
  if (!any) return 0;
  let total = 0;
  for (let k = 0; k <= max; k++) total += (odds.p[k] ?? 0) * (best[k] as number);
  return total;
}

let scratch = new Float64Array(16);

const shortfalls = new WeakMap<StepOdds, Float64Array>();

/**
 * `shortfall(odds)[s]`: what a room s steps beyond this roll is worth against reaching it now: by the chance
 * that the dice first cover those steps at each of the AHEAD turns that follow, discounted by LATER per
 * turn; what is still short after them, as one more turn later. Past the table's end, all of it is.
 */
export function shortfall(odds: StepOdds): Float64Array {
  let out = shortfalls.get(odds);
  if (out) return out;
  const longest = odds.within[AHEAD - 1] as Float64Array;
  out = new Float64Array(longest.length);
  for (let s = 1; s < out.length; s++) {
    let v = 0;
    let before = 0;
    for (let t = 0; t < AHEAD; t++) {
      const by = (odds.within[t] as Float64Array)[s] ?? 0;
      v += LATER ** (t + 1) * (by - before);
      before = by;
    }
    out[s] = v + LATER ** (AHEAD + 1) * (1 - before);
  }
  shortfalls.set(odds, out);
  return out;
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
