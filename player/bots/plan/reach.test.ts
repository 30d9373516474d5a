// The hard bot's turn by the dice on classic's board: a room short of this roll is discounted by the turns
// the dice are likely to take to cover the rest, a nearer room of a little less value beats a better one two
// turns further, and a room entered now (a suggestion this turn) beats a square next to a better room.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../../test/editions";
import { turnPlan } from "../levels/hard-turns";
import { boardInfo } from "./board";
import { AHEAD, stepOdds } from "./dice";
import { LATER, shortfall } from "./reach";
import { noRoomValues, setValue } from "./route";

const compiled = loadEdition("classic");
const board = boardInfo(compiled);
const odds = stepOdds(compiled);

/** A square `steps` from room `a` and at least `other` from room `b`. */
function square(a: number, steps: number, b: number, other: number): number {
  for (let sq = 0; sq < board.squareCount; sq++)
    if (board.dist(sq, a) === steps && board.dist(sq, b) >= other) return sq;
  throw new Error(`no square ${steps} from room ${a} and ${other} from room ${b}`);
}

describe("the turn by the dice", () => {
  it("discounts a room short of the roll by the turns the dice take to cover the rest", () => {
    const short = shortfall(odds);
    // Two dice always cover one step more.
    expect(short[1]).toBeCloseTo(LATER, 12);
    // Nine short: one more roll covers it 10 times in 36, else two (four dice) nearly always do.
    const [two, three] = [(odds.within[1] as Float64Array)[9] as number, (odds.within[2] as Float64Array)[9] as number];
    expect(two).toBeGreaterThan(0.9);
    expect(short[9]).toBeCloseTo(
      LATER * (10 / 36) + LATER ** 2 * (two - 10 / 36) + LATER ** 3 * (three - two) + LATER ** 4 * (1 - three),
      12,
    );
    for (let s = 2; s < short.length; s++)
      expect(short[s] as number).toBeLessThanOrEqual((short[s - 1] as number) + 1e-12);
    expect(short[short.length - 1]).toBeCloseTo(LATER ** (AHEAD + 1), 6);
  });

  // Opposite corners, 28 steps apart (the passage between them is not a walk).
  const [x, y] = [board.roomNode("kitchen"), board.roomNode("study")];

  it("prefers a nearer room of a little less value to a better one two turns further", () => {
    const values = noRoomValues(board);
    setValue(values, x, 0.9);
    setValue(values, y, 1);
    const plan = turnPlan(board, odds, -1, () => values);
    // Two turns of the mean roll (7) further; the nearer room out of reach of the far square's next roll.
    const nearX = square(x, 3, y, 17);
    const farY = square(y, 17, x, 13);
    expect(plan.stand(nearX)).toBeGreaterThan(plan.stand(farY));
    // At the same distance, the better room wins: the choice above is the walk's, not the rooms'.
    const nearY = square(y, 3, x, 17);
    expect(plan.stand(nearY)).toBeGreaterThan(plan.stand(nearX));
  });

  it("enters a room worth less now rather than stop beside a better one: the suggestion is made this turn", () => {
    const values = noRoomValues(board);
    setValue(values, x, 0.8);
    setValue(values, y, 1);
    const plan = turnPlan(board, odds, -1, () => values);
    expect(plan.stand(x)).toBeGreaterThan(plan.stand(square(y, 2, x, 13)));
  });
});
