// Each room has its own grid key, and that key marks at least one cell.
import type { Check } from "./context";

export const roomKeys: Check = {
  codes: ["DUPLICATE_ROOM_KEY", "ROOM_NOT_ON_BOARD"],
  reads: ["/rooms", "/board/grid"],
  run(ctx) {
    const seen = new Map<string, string>();
    const grid = ctx.edition.board.grid.join("\n");
    ctx.data.rooms.forEach((room, i) => {
      const other = seen.get(room.key);
      if (other) {
        ctx.report("DUPLICATE_ROOM_KEY", ["rooms", i, "key"], `the key \`${room.key}\` already marks the room \`${other}\``, "pick a letter no other room uses");
        return;
      }
      seen.set(room.key, room.id);
      if (!grid.includes(room.key))
        ctx.report("ROOM_NOT_ON_BOARD", ["rooms", i, "key"], `no cell of the grid carries \`${room.key}\`, the key of \`${room.id}\``, `draw the room in board.grid with the letter ${room.key}`);
    });
  },
};
