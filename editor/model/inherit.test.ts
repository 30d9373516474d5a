// An edition that extends classic: its board is classic's, drawn and edited; the first board edit copies
// the inherited board into the file in the same step, and the compiler sees the same board afterwards.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { builtinParents as parent } from "../open/builtins";
import { boardOf } from "./board";
import { addDoor, paint, setStart } from "./commands";
import { dataOf, docOf as bare } from "./doc";
import { boardParent, onOwnBoard } from "./inherit";
import { run, start, undo } from "./history";

const classic = readFileSync(new URL("../../variants/classic/edition.yaml", import.meta.url), "utf8");
const reskin = readFileSync(new URL("../../test/fixtures/valid/reskin.yaml", import.meta.url), "utf8");
const names = `format: 1
extends: classic
id: manor
name: The Manor
rooms:
  - { id: kitchen, name: Scullery }
`;
/** A doc as the page opens it: its parents are the built-in editions. */
const docOf = (text: string) => bare(text, undefined, parent);
const codes = (text: string) => compile({ file: "edition.yaml", text, parent }).diagnostics.map((d) => d.code);

describe("an inherited board", () => {
  it("is drawn from the parent, with the child's names and keys", () => {
    const b = boardOf(docOf(names));
    const c = boardOf(docOf(classic));
    expect(b.grid).toEqual(c.grid);
    expect(b.doors).toEqual(c.doors);
    expect(b.rooms.find((r) => r.id === "kitchen")?.name).toBe("Scullery");
    expect(b.starts.map((s) => s.cell)).toEqual(c.starts.map((s) => s.cell));
    const r = boardOf(docOf(reskin));
    // The galley replaces the kitchen with key g: the kept grid follows the new key.
    expect(r.grid.join("")).toContain("g");
    expect(r.grid.join("")).not.toContain("k");
    expect(boardParent(docOf(names))).toBe("classic");
  });

  it("is copied into the file by the first board edit, as one step, keeping every inherited door", () => {
    const h0 = start(docOf(names));
    const door = addDoor([1, 0], [1, 1]);
    // Without the copy, one door written into a file with no doors would replace all of classic's.
    expect(boardOf(door(h0.present)).doors).toHaveLength(1);
    const h1 = run(h0, onOwnBoard(door));
    const after = h1.present;
    expect(h1.past).toHaveLength(1);
    expect(boardParent(after)).toBeUndefined();
    expect(boardOf(after).doors).toHaveLength(boardOf(docOf(classic)).doors.length + 1);
    expect(dataOf(after)?.extends).toBe("classic");
    expect(undo(h1).present.text).toBe(names);
    // The compiler reads the same board from the copied file as the editor draws.
    expect(codes(names)).toEqual([]);
    const painted = onOwnBoard(paint([[0, 0]], "."))(docOf(names));
    expect(boardOf(painted).grid[0]![0]).toBe(".");
    expect(boardOf(painted).doors).toEqual(boardOf(docOf(classic)).doors);
  });

  it("writes a start square on the suspect's own entry, without copying the board", () => {
    const d = onOwnBoard(setStart(1, [16, 0]))(docOf(names));
    expect(boardParent(d)).toBe("classic");
    expect(boardOf(d).starts[1]?.cell).toEqual([16, 0]);
    expect(dataOf(d)?.suspects).toEqual([{ id: "mustard", start: [16, 0] }]);
    expect(codes(d.text).filter((c) => c !== "START_NOT_WALKABLE")).toEqual(codes(names));
  });

  it("comes from the doc's own resolver only: without one, nothing is inherited", () => {
    expect(boardOf(docOf(names)).rows).toBeGreaterThan(0);
    const alone = bare(names);
    expect(boardOf(alone).rows).toBe(0);
    expect(boardParent(alone)).toBeUndefined();
    // A command's doc keeps its resolver.
    expect(boardParent(setStart(1, [16, 0])(docOf(names)))).toBe("classic");
  });
});
