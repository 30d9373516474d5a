// Each room has its own grid key, and that key marks at least one cell.
import type { EditionIn } from "../input";
import type { Check } from "./context";

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
        const marks = unclaimed.map((c) => `\`${c}\``).join(", ");
        const hint =
          unclaimed.length === 0
            ? ""
            : `: the grid has cells marked ${marks} and no room claims ${unclaimed.length === 1 ? "it" : "them"}`;
        ctx.report(
          "DUPLICATE_ROOM_KEY",
          ["rooms", i, "key"],
          `\`${room.id}\` has the key \`${room.key}\`, which already marks \`${other}\``,
          unclaimed.length === 1
            ? `give \`${room.id}\` the key \`${unclaimed[0]}\`${hint}`
            : `pick a letter no other room uses${hint}`,
        );
        return;
      }
      seen.set(room.key, room.id);
      if (!grid.includes(room.key))
        ctx.report(
          "ROOM_NOT_ON_BOARD",
          ["rooms", i, "key"],
          `no cell of the grid carries \`${room.key}\`, the key of \`${room.id}\``,
          `draw the room in board.grid with the letter ${room.key}`,
        );
    });
  },
};
