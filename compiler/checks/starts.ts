// Every suspect starts on its own corridor square.
import { show, type Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const starts: Check = {
  codes: ["CELL_OUT_OF_BOUNDS", "START_NOT_WALKABLE", "START_SHARED"],
  reads: ["/suspects", "/board/grid"],
  run(ctx) {
    const taken = new Map<string, string>();
    ctx.data.suspects.forEach((s, i) => {
      const path = ["suspects", i, "start"];
      if (!ctx.inBounds(s.start)) {
        ctx.report(
          "CELL_OUT_OF_BOUNDS",
          path,
          w.outOfGrid(show(s.start), ctx.edition.board.rows, ctx.edition.board.cols),
          w.countFromZero,
        );
        return;
      }
      const ch = ctx.at(s.start);
      if (ch !== ".")
        ctx.report("START_NOT_WALKABLE", path, w.startNotCorridor(s.id, show(s.start), String(ch)), w.startHelp);
      const key = s.start.join(",");
      const other = taken.get(key);
      if (other) ctx.report("START_SHARED", path, w.startShared(s.id, show(s.start), other), w.ownSquare);
      else taken.set(key, s.id);
    });
  },
};
