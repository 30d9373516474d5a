// The board's size: at most MAX_BOARD_SIDE rows and as many columns. Real boards are about 25 x 25; the cap
// is eight times that on each side, and it is what keeps every table and search of the compiler, the engine
// and the bots within their time and memory (the cost of each grows with the board: bench/check.bench.ts
// measures the largest board accepted).
// The number itself is in schemas/limits.ts, which the reader of edition JSON shares.
import { MAX_BOARD_SIDE } from "../../schemas/limits";
import type { Check } from "./context";
import { say } from "../words";

const w = say.checks;

export const boardSize: Check = {
  codes: ["BOARD_TOO_LARGE"],
  reads: ["/board/grid"],
  run(ctx) {
    const rows = ctx.edition.board.grid;
    if (rows.length > MAX_BOARD_SIDE)
      ctx.reportCell(
        "BOARD_TOO_LARGE",
        MAX_BOARD_SIDE,
        0,
        w.tooManyRows(rows.length, MAX_BOARD_SIDE),
        w.removeRows(rows.length - MAX_BOARD_SIDE, MAX_BOARD_SIDE),
      );
    const wide = rows.findIndex((row) => row.length > MAX_BOARD_SIDE);
    if (wide >= 0)
      ctx.reportCell(
        "BOARD_TOO_LARGE",
        wide,
        MAX_BOARD_SIDE,
        w.tooWide(wide, (rows[wide] as string).length, MAX_BOARD_SIDE),
        w.removeColumns(MAX_BOARD_SIDE),
      );
  },
};
