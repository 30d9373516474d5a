import { describe, expect, it } from "vitest";
import { translator } from "../i18n/i18n";
import type { BoardView } from "../model/board";
import { describeCell } from "./describe";

// A corridor square in front of a door, which is also a start: three things said about one square.
const board: BoardView = {
  rows: 2,
  cols: 2,
  grid: ["kk", ".."],
  rooms: [{ id: "kitchen", name: "Kitchen", key: "k" }],
  doors: [{ at: [0, 0], front: [1, 0] }],
  passages: [],
  spaces: [],
  starts: [{ id: "plum", name: "Plum", color: "#800080", cell: [1, 0] }],
  envelope: undefined,
};

describe("a square in words", () => {
  it("lists what is on it as a list of the page's language, the items' own commas kept apart", () => {
    expect(describeCell(translator("en"), board, [1, 0])).toBe(
      "row 1, column 0: Corridor; in front of the door at row 0, column 0; and start of Plum",
    );
    // Japanese lists with 、, not an English comma.
    expect(describeCell(translator("ja"), board, [1, 0])).toBe("1 行 0 列：廊下、0 行 0 列の扉の前、Plumのスタート");
  });
});
