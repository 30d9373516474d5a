// What the select tool shows on a square of classic, and deleting each kind in one command.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { boardOf } from "./board";
import { toggleQuestion } from "./commands";
import { docOf } from "./doc";
import { removeThing, thingAt } from "./things";

const classic = docOf(readFileSync(new URL("../../variants/classic/edition.yaml", import.meta.url), "utf8"));

describe("things on a square", () => {
  it("finds a door (by either square), a start, a question mark, a room with its passages", () => {
    const b = boardOf(classic);
    expect(thingAt(b, [6, 4])).toMatchObject({ kind: "door", at: [6, 4], front: [7, 4] });
    expect(thingAt(b, [7, 4])).toMatchObject({ kind: "door" });
    expect(thingAt(b, [0, 9])).toMatchObject({ kind: "start", id: "white" });
    const kitchen = thingAt(b, [2, 2]);
    expect(kitchen).toMatchObject({ kind: "room", id: "kitchen", key: "k" });
    expect(kitchen?.kind === "room" && kitchen.passages).toEqual([["kitchen", "study"]]);
    expect(thingAt(b, [0, 0])).toBeUndefined();
    const q = toggleQuestion([7, 1])(classic);
    expect(thingAt(boardOf(q), [7, 1])).toEqual({ kind: "question", at: [7, 1] });
  });

  it("deletes each kind, and only it", () => {
    const b = boardOf(classic);
    const noDoor = boardOf(removeThing(thingAt(b, [6, 4])!)(classic));
    expect(noDoor.doors).toHaveLength(b.doors.length - 1);
    const noStart = boardOf(removeThing(thingAt(b, [0, 9])!)(classic));
    expect(noStart.starts.find((s) => s.id === "white")?.cell).toBeUndefined();
    const q = toggleQuestion([7, 1])(classic);
    expect(boardOf(removeThing(thingAt(boardOf(q), [7, 1])!)(q)).spaces).toEqual(b.spaces);
    const noKitchen = boardOf(removeThing(thingAt(b, [2, 2])!)(classic));
    expect(noKitchen.rooms.map((r) => r.id)).not.toContain("kitchen");
    expect(noKitchen.grid.join("")).not.toContain("k");
    expect(noKitchen.doors).toHaveLength(b.doors.length - 1);
    expect(noKitchen.passages).toHaveLength(b.passages.length - 1);
  });
});
