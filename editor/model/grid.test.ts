import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boardOf } from "./board";
import { gridText, paint, paintRows } from "./commands";
import { docOf, setIn } from "./doc";
import { spliceRows } from "./grid";
import { quick } from "../../test/quick";

// Random paintings per edition: fewer in the quick tier.
const RUNS = quick(60, 20);

const read = (id: string) => readFileSync(new URL(`../../variants/${id}/edition.yaml`, import.meta.url), "utf8");

describe("painting splices the grid's lines directly", () => {
  it.each(["classic", "the-office"])("and gives the same text as the general patch on %s", (id) => {
    const doc = docOf(read(id));
    const b = boardOf(doc);
    const cell = fc.tuple(fc.integer({ min: 0, max: b.rows - 1 }), fc.integer({ min: 0, max: b.cols - 1 }));
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 30 }), fc.constantFrom("#", ".", "k", "z"), (cells, ch) => {
        const general = setIn(["board", "grid"], gridText(paintRows(b, cells, ch)))(doc).text;
        expect(paint(cells, ch)(doc).text).toBe(general);
      }),
      { numRuns: RUNS },
    );
  });

  it("declines a block it can not be sure of", () => {
    expect(spliceRows("board:\n  grid: |\n    ab\n    cd\n    ef\n", ["ab", "cd"], ["xb", "cd"])).toBeUndefined();
    expect(spliceRows("board:\n  grid: |\n    ab\n    cd\n", ["ab", "cX"], ["xb", "cd"])).toBeUndefined();
    expect(spliceRows("board:\n  grid: |\n    ab\n    cd\n  doors: []\n", ["ab", "cd"], ["xb", "cd"])).toBe(
      "board:\n  grid: |\n    xb\n    cd\n  doors: []\n",
    );
  });
});
