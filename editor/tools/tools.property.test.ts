// Model-based: random gestures with every tool, undo and redo. Each gesture is at most one step; every
// change is an exact splice; at every step the editor's diagnostics are compile()'s on the same text;
// undoing everything gives the starting text back byte for byte. On an edition that extends classic, the
// commits go through the editor's onOwnBoard (the inherited board copied in at the first board edit), and
// the board the editor draws is the one the compiler reads.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { check, inputOf } from "../live/check";
import { boardOf, type Cell } from "../model/board";
import { docOf } from "../model/doc";
import { onOwnBoard } from "../model/inherit";
import { redo, run, start, undo, type History } from "../model/history";
import { blankEdition } from "../open/blank";
import { builtinParents } from "../open/builtins";
import { makeTools, TOOLS } from ".";
import { IDLE, type Selection, type ToolCtx, type ToolId } from "./types";
import { quick } from "../../test/quick";

const classic = readFileSync(new URL("../../variants/classic/edition.yaml", import.meta.url), "utf8");
const office = readFileSync(new URL("../../variants/the-office/edition.yaml", import.meta.url), "utf8");

type Step =
  | {
      kind: "gesture";
      tool: ToolId;
      cells: [number, number][];
      room: number;
      brush: number;
      rect: boolean;
      suspect: number;
      corridor: boolean;
    }
  | { kind: "undo" }
  | { kind: "redo" };

const step = (rows: number, cols: number): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("gesture" as const),
        tool: fc.constantFrom(...TOOLS.map((t) => t.id)),
        cells: fc.array(fc.tuple(fc.integer({ min: 0, max: rows - 1 }), fc.integer({ min: 0, max: cols - 1 })), {
          minLength: 1,
          maxLength: 4,
        }),
        room: fc.nat(12),
        brush: fc.integer({ min: 1, max: 3 }),
        rect: fc.boolean(),
        suspect: fc.nat(6),
        corridor: fc.boolean(),
      }),
    },
    { weight: 2, arbitrary: fc.constant({ kind: "undo" as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: "redo" as const }) },
  );

function play(text: string, steps: Step[]): void {
  const tools = makeTools();
  // Opened as the page opens it: `extends: classic` finds the built-in editions.
  let h: History = start(docOf(text, undefined, builtinParents));
  let selection: Selection | null = null;
  for (const s of steps) {
    if (s.kind === "undo") h = undo(h);
    else if (s.kind === "redo") h = redo(h);
    else {
      const board = boardOf(h.present);
      const before = h.past.length;
      const ctx: ToolCtx = {
        board,
        options: {
          roomKey: board.rooms[s.room % Math.max(1, board.rooms.length)]?.key ?? "a",
          brush: s.brush,
          rect: s.rect,
          suspect: s.suspect,
          fill: s.corridor ? "corridor" : "room",
        },
        commit: (cmd) => (h = run(h, onOwnBoard(cmd))),
        preview: () => undefined,
        selection,
        select: (x) => (selection = x),
        showDistances: () => undefined,
        pan: () => undefined,
        inspect: () => undefined,
        tell: () => undefined,
      };
      const tool = tools[s.tool];
      const at = (c: Cell) => ({ cell: c, x: c[1] * 10, y: c[0] * 10 });
      let phase = tool.down(IDLE, at(s.cells[0]!), ctx);
      for (const c of s.cells.slice(1)) phase = tool.move(phase, at(c), ctx);
      tool.up(phase, at(s.cells[s.cells.length - 1]!), ctx);
      expect(h.past.length - before).toBeLessThanOrEqual(1);
      // A gesture changes at most the one door or passage it is about (an inherited list is never lost).
      const after = boardOf(h.present);
      const doors = after.doors.length - board.doors.length;
      const passages = after.passages.length - board.passages.length;
      if (s.tool === "door") expect(Math.abs(doors)).toBeLessThanOrEqual(1);
      else if (s.tool !== "erase") expect(doors).toBe(0);
      expect(Math.abs(passages)).toBeLessThanOrEqual(s.tool === "passage" ? 1 : 0);
    }
    // Every change so far was spliced in place: none re-printed the file.
    expect(h.present.reprints).toBeUndefined();
    const t = h.present.text;
    const compiled = compile(inputOf(t));
    expect(JSON.stringify(check(t).diagnostics)).toBe(JSON.stringify(compiled.diagnostics));
    if (compiled.compiled) expect(boardOf(h.present).doors.length).toBe(compiled.compiled.edition.board.doors.length);
  }
  while (h.past.length > 0) h = undo(h);
  expect(h.present.text).toBe(text);
}

// The quick tier: fewer random gesture sequences per edition.
const RUNS = quick(30, 8);

describe("random tool actions, undo and redo", () => {
  it.each([
    ["classic", classic, 25, 24],
    ["the-office", office, 25, 24],
    ["a blank board", blankEdition(10, 10), 10, 10],
    [
      "an edition extending classic",
      "format: 1\nextends: classic\nid: manor\nname: The Manor\nrooms:\n  - { id: kitchen, name: Scullery }\n",
      25,
      24,
    ],
  ])(
    "on %s: one step per gesture, exact splices, live diagnostics equal compile(), undo all gives the start",
    (_n, text, rows, cols) => {
      fc.assert(
        fc.property(fc.array(step(rows, cols), { maxLength: 14 }), (steps) => play(text, steps)),
        { numRuns: RUNS },
      );
    },
  );
});
