// Special spaces lie on corridor squares, one per square.
import { show, type Check } from "./context";
import { say } from "../words";

const w = say.checks;

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
          w.outOfGrid(show(s.at), ctx.edition.board.rows, ctx.edition.board.cols),
          w.countFromZero,
        );
        return;
      }
      const ch = ctx.at(s.at);
      if (ch !== ".")
        ctx.report("SPACE_NOT_WALKABLE", path, w.spaceNotCorridor(s.kind, show(s.at), String(ch)), w.moveOntoCorridor);
      const key = s.at.join(",");
      if (seen.has(key)) ctx.report("DUPLICATE_SPACE", path, w.spaceTwice(show(s.at)), w.removeOne);
      seen.add(key);
    });
  },
};
