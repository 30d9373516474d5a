// Rows of one width, and only known characters.
import type { Check } from "./context";

export const grid: Check = {
  codes: ["GRID_RAGGED", "GRID_UNKNOWN_CHAR"],
  reads: ["/board/grid", "/rooms"],
  run(ctx) {
    const rows = ctx.edition.board.grid;
    const width = rows[0]?.length ?? 0;
    const keys = new Set(ctx.data.rooms.map((r) => r.key));
    rows.forEach((row, r) => {
      if (row.length !== width)
        ctx.report(
          "GRID_RAGGED",
          ["board", "grid"],
          `row ${r} is ${row.length} cells wide; row 0 is ${width}`,
          row.length < width ? `add ${width - row.length} cell(s) (\`#\` for off-board)` : `remove ${row.length - width} cell(s)`,
          ctx.cellSpan(r, Math.min(row.length, width)),
        );
      for (let c = 0; c < row.length; c++) {
        const ch = row[c] as string;
        if (ch !== "#" && ch !== "." && !keys.has(ch))
          ctx.reportCell(
            "GRID_UNKNOWN_CHAR",
            r,
            c,
            `\`${ch}\` at ${"[" + r + ", " + c + "]"} is not \`#\`, \`.\` or a room key`,
            `room keys: ${[...keys].join(" ")}; declare a room with key \`${ch}\` or change the cell`,
          );
      }
    });
  },
};
