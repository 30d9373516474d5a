// The one dispatcher: an unavailable command does nothing, a document change goes to the store (one
// step), and a key press finds its command.
import { describe, expect, it, vi } from "vitest";
import { commandForKey, perform } from "./commands";
import type { Ed } from "./context";

const key = (k: string, mods: { ctrl?: boolean; shift?: boolean } = {}) => ({
  key: k,
  ctrlKey: !!mods.ctrl,
  metaKey: false,
  shiftKey: !!mods.shift,
  altKey: false,
});

/** Just the parts of the page the commands under test read. */
function page(over: { past?: number; selection?: boolean; clip?: boolean }) {
  const ed = {
    state: { history: { past: Array(over.past ?? 0), future: [] } },
    board: { rows: 2, cols: 2, grid: ["..", ".."], rooms: [], doors: [], passages: [], spaces: [], starts: [] },
    tools: {
      selection: over.selection ? { from: [0, 0], to: [1, 1] } : null,
      clip: over.clip ? { top: 0, left: 0, rows: ["#"] } : null,
      tool: "select",
      inspected: null,
      setClip: vi.fn(),
    },
    undo: vi.fn(),
    run: vi.fn(),
  };
  return ed as unknown as Ed & { undo: ReturnType<typeof vi.fn>; run: ReturnType<typeof vi.fn> };
}

describe("commands", () => {
  it("does nothing for an unavailable command", () => {
    const ed = page({});
    expect(perform(ed, "undo")).toBe(false);
    expect(ed.undo).not.toHaveBeenCalled();
    expect(perform(ed, "paste")).toBe(false);
    expect(perform(ed, "delete-thing")).toBe(false);
    expect(ed.run).not.toHaveBeenCalled();
  });

  it("runs an available one; a document change goes through the store once", () => {
    const ed = page({ past: 1, selection: true, clip: true });
    expect(perform(ed, "undo")).toBe(true);
    expect(ed.undo).toHaveBeenCalledTimes(1);
    expect(perform(ed, "paste")).toBe(true);
    expect(ed.run).toHaveBeenCalledTimes(1);
  });

  it("finds a command by its keys", () => {
    expect(commandForKey(key("z", { ctrl: true }))).toBe("undo");
    expect(commandForKey(key("Z", { ctrl: true, shift: true }))).toBe("redo");
    expect(commandForKey(key("y", { ctrl: true }))).toBe("redo");
    expect(commandForKey(key("Delete"))).toBe("delete-thing");
    expect(commandForKey(key("z"))).toBeUndefined();
  });
});
