// The keyboard cursor over the board's cells: arrow keys move it one cell (Home/End to the row's ends).
// What lies under it is player/board's geometry's to say (nodeAt).

export interface Cursor {
  row: number;
  col: number;
}

export function moveCursor(c: Cursor, key: string, rows: number, cols: number): Cursor | null {
  const clamp = (r: number, k: number): Cursor => ({
    row: Math.max(0, Math.min(rows - 1, r)),
    col: Math.max(0, Math.min(cols - 1, k)),
  });
  switch (key) {
    case "ArrowUp":
      return clamp(c.row - 1, c.col);
    case "ArrowDown":
      return clamp(c.row + 1, c.col);
    case "ArrowLeft":
      return clamp(c.row, c.col - 1);
    case "ArrowRight":
      return clamp(c.row, c.col + 1);
    case "Home":
      return clamp(c.row, 0);
    case "End":
      return clamp(c.row, cols - 1);
    case "PageUp":
      return clamp(c.row - 5, c.col);
    case "PageDown":
      return clamp(c.row + 5, c.col);
    default:
      return null;
  }
}
