// Every suspect starts on its own corridor square.
import { show, type Check } from "./context";

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
          `${show(s.start)} is outside the ${ctx.edition.board.rows} x ${ctx.edition.board.cols} grid`,
          "rows and columns count from 0",
        );
        return;
      }
      const ch = ctx.at(s.start);
      if (ch !== ".")
        ctx.report(
          "START_NOT_WALKABLE",
          path,
          `\`${s.id}\` starts on ${show(s.start)}, which is \`${ch}\`, not a corridor square`,
          "start squares are `.` cells, usually on the board's edge",
        );
      const key = s.start.join(",");
      const other = taken.get(key);
      if (other)
        ctx.report(
          "START_SHARED",
          path,
          `\`${s.id}\` starts on ${show(s.start)}, the start of \`${other}\` too`,
          "give each suspect a square of its own",
        );
      else taken.set(key, s.id);
    });
  },
};
