// Each room has its own grid key, and that key marks at least one cell.
import type { EditionIn } from "../input";
import type { Check } from "./context";
import { say } from "../words";
import { join } from "../words/text";

const w = say.checks;

/**
 * True when two rooms share a key. The grid then means something other than the designer meant (the
 * cells of the letter they forgot to write are nobody's), so the checks that read rooms off the grid
 * wait: the clash is reported as itself, not as unknown cells and rooms without doors.
 */
export function keysClash(data: EditionIn): boolean {
  const keys = data.rooms.map((r) => r.key);
  return new Set(keys).size !== keys.length;
}

export const roomKeys: Check = {
  codes: ["DUPLICATE_ROOM_KEY", "ROOM_NOT_ON_BOARD"],
  reads: ["/rooms", "/board/grid"],
  run(ctx) {
    const seen = new Map<string, string>();
    const grid = ctx.edition.board.grid.join("\n");
    const keys = new Set(ctx.data.rooms.map((r) => r.key));
    // Letters the grid uses that no room claims: the key the clashing room was most likely meant to have.
    const unclaimed = [...new Set(grid.replace(/[^A-Za-z]/g, ""))].filter((ch) => !keys.has(ch)).sort();
    ctx.data.rooms.forEach((room, i) => {
      const other = seen.get(room.key);
      if (other) {
        const hint = unclaimed.length === 0 ? [] : [w.unclaimedMarks(unclaimed)];
        ctx.report(
          "DUPLICATE_ROOM_KEY",
          ["rooms", i, "key"],
          w.keyTaken(room.id, room.key, other),
          join([unclaimed.length === 1 ? w.giveKey(room.id, unclaimed[0] as string) : w.pickLetter, ...hint]),
        );
        return;
      }
      seen.set(room.key, room.id);
      if (!grid.includes(room.key))
        ctx.report("ROOM_NOT_ON_BOARD", ["rooms", i, "key"], w.keyNotInGrid(room.key, room.id), w.drawRoom(room.key));
    });
  },
};
