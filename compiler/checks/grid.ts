// Rows of one width, and only known characters.
import type { Check } from "./context";
import { keysClash } from "./room-keys";
import { say } from "../words";

const w = say.checks;

/** What kind of invisible cell a character is: tabs and spaces are named, not printed. */
const invisible = (ch: string) => (ch === "\t" ? "tab" : ch === " " ? "space" : "other");
const hex = (ch: string) => (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");

export const grid: Check = {
  codes: ["GRID_RAGGED", "GRID_UNKNOWN_CHAR"],
  reads: ["/board/grid", "/rooms"],
  run(ctx) {
    const rows = ctx.edition.board.grid;
    const width = rows[0]?.length ?? 0;
    const keys = new Set(ctx.data.rooms.map((r) => r.key));
    const clash = keysClash(ctx.data);
    rows.forEach((row, r) => {
      if (row.length !== width)
        ctx.report(
          "GRID_RAGGED",
          ["board", "grid"],
          w.ragged(r, row.length, width),
          row.length < width ? w.addCells(width - row.length) : w.removeCells(row.length - width),
          ctx.cellSpan(r, Math.min(row.length, width)),
        );
      for (let c = 0; c < row.length; c++) {
        const ch = row[c] as string;
        if (ch === "#" || ch === "." || keys.has(ch)) continue;
        if (/\s/.test(ch) || ch.charCodeAt(0) < 0x20)
          ctx.reportCell(
            "GRID_UNKNOWN_CHAR",
            r,
            c,
            w.invisibleCell(invisible(ch), hex(ch), r, c),
            ch === "\t" ? w.tabCellHelp : w.invisibleCellHelp,
          );
        // With two rooms on one key, the letter the designer meant is unknown here: DUPLICATE_ROOM_KEY says it.
        else if (!clash)
          ctx.reportCell("GRID_UNKNOWN_CHAR", r, c, w.unknownCell(ch, r, c), w.declareKey([...keys].join(" "), ch));
      }
    });
  },
};
