// The bucket's reach: squares joined side by side holding the same character, no further; one command.
import { describe, expect, it } from "vitest";
import { blankEdition } from "../open/blank";
import { boardOf } from "./board";
import { paint } from "./commands";
import { docOf } from "./doc";
import { flood, floodCells } from "./flood";

describe("flood", () => {
  // A 6 x 6 corridor with an off-board wall down column 2: two areas of 12 and 18 squares.
  const walled = paint(
    Array.from({ length: 6 }, (_, r) => [r, 2] as [number, number]),
    "#",
  )(docOf(blankEdition(6, 6)));

  it("reaches the squares joined to the start that hold the same thing, and no others", () => {
    const b = boardOf(walled);
    expect(floodCells(b, [0, 0])).toHaveLength(12);
    expect(floodCells(b, [5, 5])).toHaveLength(18);
    expect(floodCells(b, [3, 2])).toHaveLength(6);
    // Off the board: nothing.
    expect(floodCells(b, [9, 9])).toEqual([]);
    // A diagonal is not a join: two squares of a room touching at a corner are two areas.
    const corners = boardOf(
      paint(
        [
          [0, 0],
          [1, 1],
        ],
        "a",
      )(walled),
    );
    expect(floodCells(corners, [0, 0])).toEqual([[0, 0]]);
  });

  it("pours one character over the area in one command, and is a no-op on its own kind", () => {
    const after = boardOf(flood([0, 0], "a")(walled));
    expect(after.grid.map((r) => r.slice(0, 3))).toEqual(Array(6).fill("aa#"));
    expect(after.grid.map((r) => r.slice(3))).toEqual(Array(6).fill("..."));
    expect(flood([0, 0], ".")(walled)).toBe(walled);
  });
});
