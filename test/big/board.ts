// Generated boards of any size up to the largest the format accepts, for the big-board tests and the
// benchmark: a corridor field with pillars and long walls with gaps (so that shortest walks bend), nine
// rooms in a three by three pattern, each with two doors, a secret passage between opposite corners, six
// suspects starting along the top edge. Classic's rules (exact rolls of two dice). Deterministic.

const KEYS = "abcdefghi";

export interface BigBoardOptions {
  /** An extra unknown-character cell, so that the board has an error (for the check test's diagnostics path). */
  id?: string;
}

function bigBoardGrid(
  rows: number,
  cols: number,
): { grid: string[][]; rooms: { top: number; left: number; h: number; w: number }[] } {
  const grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => "."));
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      if (r % 6 === 3 && c % 6 === 3) grid[r]![c] = "#";
      // A wall every 20 rows, open every 9 columns; and every 24 columns, open every 11 rows.
      if (r % 20 === 12 && c % 9 !== 4) grid[r]![c] = "#";
      if (c % 24 === 18 && r % 11 !== 5) grid[r]![c] = "#";
    }
  const rooms: { top: number; left: number; h: number; w: number }[] = [];
  for (let i = 0; i < 9; i++) {
    const bh = Math.floor(rows / 3);
    const bw = Math.floor(cols / 3);
    const h = Math.max(2, Math.floor(bh / 2));
    const w = Math.max(2, Math.floor(bw / 2));
    const top = Math.floor(i / 3) * bh + Math.floor((bh - h) / 2);
    const left = (i % 3) * bw + Math.floor((bw - w) / 2);
    // A ring of corridor around the room, so that its doors open onto the field.
    for (let r = top - 1; r <= top + h; r++)
      for (let c = left - 1; c <= left + w; c++) if (r >= 0 && c >= 0 && r < rows && c < cols) grid[r]![c] = ".";
    for (let r = top; r < top + h; r++) for (let c = left; c < left + w; c++) grid[r]![c] = KEYS[i]!;
    rooms.push({ top, left, h, w });
  }
  for (let s = 0; s < 6; s++) grid[0]![starts(cols)[s]!] = ".";
  return { grid, rooms };
}

const starts = (cols: number) => Array.from({ length: 6 }, (_, s) => Math.floor(((s + 0.5) * cols) / 6));

/** The edition.yaml text of a generated rows x cols board. */
export function bigBoard(rows: number, cols = rows, options: BigBoardOptions = {}): string {
  const { grid, rooms } = bigBoardGrid(rows, cols);
  const doors = rooms.flatMap(({ top, left, h, w }) => {
    const mid = left + Math.floor(w / 2);
    return [
      `    - { at: [${top}, ${mid}], front: [${top - 1}, ${mid}] }`,
      `    - { at: [${top + h - 1}, ${mid}], front: [${top + h}, ${mid}] }`,
    ];
  });
  const names = ["Red", "Yellow", "White", "Green", "Blue", "Plum"];
  const colors = ["#c8102e", "#e1ad01", "#f2f2f2", "#1e8449", "#1f5fbf", "#7d3c98"];
  const suspects = names.map(
    (n, s) => `  - { id: ${n.toLowerCase()}, name: ${n}, color: "${colors[s]}", start: [0, ${starts(cols)[s]}] }`,
  );
  return `# yaml-language-server: $schema=../../schemas/edition.schema.json
format: 1
id: ${options.id ?? `big-${rows}x${cols}`}
name: Big ${rows} x ${cols}
tagline: A generated board.
locale: en
players: { min: 3, max: 6 }
suspects:
${suspects.join("\n")}
weapons:
  - { id: candlestick, name: Candlestick }
  - { id: knife, name: Knife }
  - { id: lead-pipe, name: Lead Pipe }
  - { id: revolver, name: Revolver }
  - { id: rope, name: Rope }
  - { id: wrench, name: Wrench }
rooms:
${[...KEYS].map((k, i) => `  - { id: room-${i + 1}, name: Room ${i + 1}, key: ${k} }`).join("\n")}
board:
  grid: |
${grid.map((row) => "    " + row.join("")).join("\n")}
  doors:
${doors.join("\n")}
  passages:
    - [room-1, room-9]
rules:
  dice:
    - { faces: [1, 2, 3, 4, 5, 6] }
    - { faces: [1, 2, 3, 4, 5, 6] }
  movement:
    mode: exact
    passThroughTokens: false
    doorsBlockedByTokens: true
    mustLeaveRoom: true
    secretPassages: true
  firstPlayer: { kind: suspect, suspect: red }
  weapons: { kind: spread }
  deal: { kind: all }
  suggestions: { movedMaySuggest: true, accuseAfter: true }
  accusations: { kind: anywhere }
  end: { lastPlayerWins: true }
rulesText: |
  Find out who did it, with what, and where.
`;
}
