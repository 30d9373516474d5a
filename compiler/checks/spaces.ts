// Special spaces lie on corridor squares, one per square.
import { show, type Check } from "./context";

export const spaces: Check = {
  codes: ["CELL_OUT_OF_BOUNDS", "SPACE_NOT_WALKABLE", "DUPLICATE_SPACE"],
  reads: ["/board/spaces", "/board/grid"],
  run(ctx) {
    const seen = new Set<string>();
    (ctx.data.board.spaces ?? []).forEach((s, i) => {
      const path = ["board", "spaces", i, "at"];
      if (!ctx.inBounds(s.at)) {
        ctx.report(
          "CELL_OUT_OF_BOUNDS",
          path,
          `${show(s.at)} is outside the ${ctx.edition.board.rows} x ${ctx.edition.board.cols} grid`,
          "rows and columns count from 0",
        );
        return;
      }
      const ch = ctx.at(s.at);
      if (ch !== ".")
        ctx.report(
          "SPACE_NOT_WALKABLE",
          path,
          `the ${s.kind} space ${show(s.at)} is on \`${ch}\`, not a corridor square`,
          "move it onto a `.` square",
        );
      const key = s.at.join(",");
      if (seen.has(key))
        ctx.report("DUPLICATE_SPACE", path, `${show(s.at)} is already a special space`, "remove one of them");
      seen.add(key);
    });
  },
};
