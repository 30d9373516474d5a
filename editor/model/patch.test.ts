import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { docOf, setIn } from "./doc";
import { patchText } from "./patch";

const read = (id: string) => readFileSync(new URL(`../../variants/${id}/edition.yaml`, import.meta.url), "utf8");
const classic = read("classic");

/** The lines that differ between two texts of the same line count, as [line, before, after]. */
function changedLines(a: string, b: string): [number, string, string][] {
  const x = a.split("\n");
  const y = b.split("\n");
  expect(y.length).toBe(x.length);
  return x.flatMap((l, i) => (l === y[i] ? [] : [[i + 1, l, y[i]!] as [number, string, string]]));
}

describe("patch keeps the file", () => {
  it("changes one number in a flow sequence and nothing else", () => {
    const r = patchText(classic, ["board", "doors", 0, "front"], [7, 5]);
    expect(r.exact).toBe(true);
    expect(changedLines(classic, r.text)).toEqual([
      [expect.any(Number), "    - { at: [6, 4], front: [7, 4] }", "    - { at: [6, 4], front: [7, 5] }"],
    ]);
  });

  it("changes one grid cell on its own line", () => {
    const data = parse(classic) as { board: { grid: string } };
    const rows = data.board.grid.split("\n");
    rows[2] = "X" + rows[2]!.slice(1);
    const r = patchText(classic, ["board", "grid"], rows.join("\n"));
    expect(r.exact).toBe(true);
    expect(changedLines(classic, r.text).map(([, , after]) => after)).toEqual(["    Xkkkkk..bbbbbbbb..cccccc"]);
  });

  it("keeps a trailing comment when a value beside it changes", () => {
    const office = read("the-office");
    const r = patchText(office, ["suspects", 1, "name"], "Dwight K. Schrute");
    expect(r.exact).toBe(true);
    expect(changedLines(office, r.text)[0]![2]).toBe(
      '  - { id: dwight, name: Dwight K. Schrute, color: "#e1ad01", start: [17, 0] } # Mustard\'s seat',
    );
  });

  it.each([
    [["board", "doors", 17], { at: [1, 1], front: [2, 2] }],
    [["board", "doors", 3], undefined],
    [["board", "doors", 0], undefined],
    [
      ["board", "passages", 2],
      ["hall", "study"],
    ],
    [["board", "passages", 0], undefined],
    [["board", "spaces"], [{ kind: "question", at: [7, 1] }]],
    [["board", "spaces", 0], { kind: "question", at: [7, 1] }],
    [["rules", "firstPlayer"], { kind: "highRoll" }],
    [["rules", "movement", "mode"], "upTo"],
    [["rules", "movement", "secretPassages"], undefined],
    [
      ["modules", "intrigue"],
      { clocks: 8, keepers: [{ id: "k", name: "A Keeper", text: "Move: anywhere.", effect: { kind: "extraTurn" } }] },
    ],
    [["name"], 'Clue: "quoted" # not a comment'],
    [["rulesText"], "## New\n\nShort rules.\n"],
    [["notes"], "one line"],
    [["players", "max"], 5],
    [["terms", "envelope"], undefined],
    [["weapons", 6], { id: "poison", name: "Poison" }],
  ] as const)("setting %j reads back as intended and exactly", (path, value) => {
    const r = patchText(classic, path, value as never);
    expect(r.exact).toBe(true);
    const want = parse(classic) as Record<string, unknown>;
    let at: Record<string, unknown> = want;
    path
      .slice(0, -1)
      .forEach((seg, i) => (at = (at[seg] ??= typeof path[i + 1] === "number" ? [] : {}) as Record<string, unknown>));
    const last = path[path.length - 1]!;
    if (value === undefined) Array.isArray(at) ? at.splice(Number(last), 1) : delete at[last];
    else at[last] = value;
    expect(parse(r.text)).toEqual(want);
  });

  it("leaves text that does not parse as it is", () => {
    expect(patchText("a: [1,\n", ["a"], 2)).toEqual({ text: "a: [1,\n", exact: true });
  });

  it("says when it re-printed: on the result, and on the doc a command makes (Doc.reprints)", () => {
    // A splice through an anchor changes its alias too, so it does not read back as intended.
    const t = "a: &x [1, 2]\nb: *x\n";
    expect(patchText(t, ["a", 0], 5).exact).toBe(false);
    const d = setIn(["a", 0], 5)(docOf(t));
    expect(d.reprints).toBe(1);
    expect(setIn(["c"], 1)(d).reprints).toBe(1);
    expect(setIn(["board", "doors", 0, "front"], [7, 5])(docOf(classic)).reprints).toBeUndefined();
  });
});
