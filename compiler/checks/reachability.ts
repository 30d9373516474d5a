// Every room can be entered, and every room and start square can be reached from the first start square
// (walking corridors, through doors, across rooms on later turns, and by secret passages).
import type { Check, CheckContext } from "./context";
import { keysClash } from "./room-keys";
import { say } from "../words";

const w = say.checks;

function reachableFrom(ctx: CheckContext, from: number): Uint8Array {
  const g = ctx.graph();
  const seen = new Uint8Array(g.nodeCount);
  const stack = [from];
  seen[from] = 1;
  while (stack.length) {
    const n = stack.pop() as number;
    const next: number[] = [];
    for (let k = g.adjStart[n] as number; k < (g.adjStart[n + 1] as number); k++) next.push(g.adj[k] as number);
    if (n >= g.squareCount) for (const r of g.passages[n - g.squareCount] ?? []) next.push(g.squareCount + r);
    for (const m of next)
      if (!seen[m]) {
        seen[m] = 1;
        stack.push(m);
      }
  }
  return seen;
}

export const reachability: Check = {
  codes: ["ROOM_UNENTERABLE", "ROOM_UNREACHABLE", "START_UNREACHABLE", "ACCUSATION_ROOM_UNREACHABLE"],
  reads: ["/board", "/rooms", "/suspects", "/rules/accusations"],
  run(ctx) {
    // Two rooms on one key share their cells and doors: which room is unreachable would be a guess.
    if (keysClash(ctx.data)) return;
    const g = ctx.graph();
    const rooms = ctx.edition.rooms;
    const entrances = rooms.map(
      (r) =>
        ctx.edition.board.doors.filter((d) => d.room === r.id).length + (g.passages[rooms.indexOf(r)]?.length ?? 0),
    );
    rooms.forEach((room, i) => {
      if (entrances[i] === 0) ctx.report("ROOM_UNENTERABLE", ["rooms", i, "id"], w.unenterable(room.id), w.addDoor);
    });
    const first = ctx.edition.suspects.findIndex((_, i) => (g.startNode[i] ?? -1) >= 0);
    if (first < 0) return;
    const from = ctx.edition.suspects[first]?.id;
    const seen = reachableFrom(ctx, g.startNode[first] as number);
    ctx.edition.suspects.forEach((s, i) => {
      const n = g.startNode[i] ?? -1;
      if (n >= 0 && !seen[n])
        ctx.report("START_UNREACHABLE", ["suspects", i, "start"], w.startUnreachable(String(from), s.id), w.joinParts);
    });
    const accusation = ctx.edition.rules.accusations.kind === "room" ? ctx.edition.rules.accusations.room : null;
    rooms.forEach((room, i) => {
      if (entrances[i] === 0 || seen[g.squareCount + i]) return;
      if (room.id === accusation)
        ctx.report(
          "ACCUSATION_ROOM_UNREACHABLE",
          ["rules", "accusations", "room"],
          w.accusationUnreachable(room.id, String(from)),
          w.doorOnReached,
        );
      else ctx.report("ROOM_UNREACHABLE", ["rooms", i, "id"], w.roomUnreachable(String(from), room.id), w.checkDoors);
    });
  },
};
