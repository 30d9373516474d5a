// A door joins a room cell to the corridor square beside it, once.
import { show, type Check } from "./context";
import { keysClash } from "./room-keys";
import { say } from "../words";
import type { Text } from "../words/text";

const w = say.checks;

export const doors: Check = {
  codes: [
    "CELL_OUT_OF_BOUNDS",
    "DOOR_NOT_ON_ROOM_EDGE",
    "DOOR_FRONT_NOT_WALKABLE",
    "DOOR_NOT_ADJACENT",
    "DUPLICATE_DOOR",
  ],
  reads: ["/board/grid", "/board/doors", "/rooms"],
  run(ctx) {
    const keys = new Set(ctx.data.rooms.map((r) => r.key));
    const seen = new Set<string>();
    const clash = keysClash(ctx.data);
    ctx.data.board.doors.forEach((door, i) => {
      const path = ["board", "doors", i];
      let ok = true;
      for (const end of ["at", "front"] as const) {
        if (!ctx.inBounds(door[end])) {
          ctx.report(
            "CELL_OUT_OF_BOUNDS",
            [...path, end],
            w.outOfGrid(show(door[end]), ctx.edition.board.rows, ctx.edition.board.cols),
            w.countFromZero,
          );
          ok = false;
        }
      }
      if (!ok) return;
      const inside = ctx.at(door.at) as string;
      const front = ctx.at(door.front) as string;
      if (!keys.has(inside) && !clash)
        ctx.report(
          "DOOR_NOT_ON_ROOM_EDGE",
          [...path, "at"],
          w.doorNotRoom(show(door.at), inside),
          nearestRoomHelp(ctx, door.at),
        );
      if (front !== ".")
        ctx.report(
          "DOOR_FRONT_NOT_WALKABLE",
          [...path, "front"],
          w.doorFrontNotCorridor(show(door.front), front),
          w.frontOnCorridor,
        );
      if (Math.abs(door.at[0] - door.front[0]) + Math.abs(door.at[1] - door.front[1]) !== 1)
        ctx.report("DOOR_NOT_ADJACENT", path, w.doorNotAdjacent(show(door.at), show(door.front)), w.doorAdjacentHelp);
      const key = `${door.at.join(",")}>${door.front.join(",")}`;
      if (seen.has(key)) ctx.report("DUPLICATE_DOOR", path, w.doorTwice(show(door.at), show(door.front)), w.removeOne);
      seen.add(key);
    });
  },
};

function nearestRoomHelp(ctx: Parameters<Check["run"]>[0], at: readonly [number, number]): Text {
  const keys = new Set(ctx.data.rooms.map((r) => r.key));
  for (const [dr, dc] of [
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
  ] as const) {
    const ch = ctx.at([at[0] + dr, at[1] + dc]);
    if (ch && keys.has(ch)) return w.roomCellBeside(show([at[0] + dr, at[1] + dc]));
  }
  return w.atMustBeRoom;
}
