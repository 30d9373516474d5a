// Rows of one width, and only known characters.
import type { Check } from "./context";
import { keysClash } from "./room-keys";

/** A cell's character as a designer can see it in a message: tabs and spaces named, not printed. */
function shown(ch: string): string {
  if (ch === "\t") return "a tab";
  if (ch === " ") return "a space";
  const cp = ch.codePointAt(0) ?? 0;
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0xa0) || /\s/.test(ch))
    return `the invisible character U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  return `\`${ch}\``;
}

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
          `row ${r} is ${row.length} cells wide; row 0 is ${width}`,
          row.length < width
            ? `add ${width - row.length} cell(s) (\`#\` for off-board)`
            : `remove ${row.length - width} cell(s)`,
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
            `${shown(ch)} at [${r}, ${c}] in the grid: every cell is one visible character`,
            ch === "\t"
              ? "replace the tab with the cell it stands for (`#` off-board, `.` corridor, or a room key); editors may show a tab as several spaces"
              : "replace it with `#`, `.` or a room key",
          );
        // With two rooms on one key, the letter the designer meant is unknown here: DUPLICATE_ROOM_KEY says it.
        else if (!clash)
          ctx.reportCell(
            "GRID_UNKNOWN_CHAR",
            r,
            c,
            `${shown(ch)} at [${r}, ${c}] is not \`#\`, \`.\` or a room key`,
            `room keys: ${[...keys].join(" ")}; declare a room with key \`${ch}\` or change the cell`,
          );
      }
    });
  },
};
