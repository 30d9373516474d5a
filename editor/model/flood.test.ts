// The bucket's reach: squares joined side by side holding the same character, no further; one command.
import { describe, expect, it } from "vitest";
import { blankEdition } from "../open/blank";
import { boardOf } from "./board";
import { paint } from "./commands";
import { docOf } from "./doc";
import { flood, floodCells } from "./flood";

describe("flood", () => {
  // A 6 x 6 corridor with an off-board wall down column 2: two areas of 12 and 18 squares, less the start
  // squares on the last row (columns 0, 2 and 4), which stop a pour.
  const walled = paint(
    Array.from({ length: 6 }, (_, r) => [r, 2] as [number, number]),
    "#",
  )(docOf(blankEdition(6, 6)));

  it("reaches the squares joined to the start that hold the same thing, and no others", () => {
    const b = boardOf(walled);
    expect(floodCells(b, [0, 0])).toHaveLength(11);
    expect(floodCells(b, [5, 5])).toHaveLength(17);
    expect(floodCells(b, [3, 2])).toHaveLength(5);
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

  it("stops at squares with a mark of their own: start squares", () => {
    // The blank board's three starts stand on its last row, at columns 0, 2 and 4.
    const b = boardOf(docOf(blankEdition(6, 6)));
    const cells = floodCells(b, [0, 0]);
    expect(cells).toHaveLength(36 - 3);
    expect(cells.some(([r, c]) => r === 5 && c === 0)).toBe(false);
    expect(floodCells(b, [5, 0])).toEqual([]);
  });

  it("pours one character over the area in one command, and is a no-op on its own kind", () => {
    const after = boardOf(flood([0, 0], "a")(walled));
    expect(after.grid.map((r) => r.slice(0, 3))).toEqual([...Array<string>(5).fill("aa#"), ".a#"]);
    expect(after.grid.map((r) => r.slice(3))).toEqual(Array(6).fill("..."));
    expect(flood([0, 0], ".")(walled)).toBe(walled);
  });
});
