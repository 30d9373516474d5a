// Words for the board, for the keyboard cursor's live region: what a square is, and what an action changed
// (read by comparing the board before and after, so every tool is described the same way).
import type { T } from "../i18n/i18n";
import { charAt, same, type BoardView, type Cell } from "../model/board";

const at = (t: T, [row, col]: Cell) => t("kb.cell", { row, col });

function kindOf(t: T, b: BoardView, c: Cell): string {
  const ch = charAt(b, c);
  const room = b.rooms.find((r) => r.key === ch);
  if (room) return t("kb.room", { name: room.name || room.id });
  if (ch === ".") return t("tool.corridor");
  if (ch === "#") return t("tool.void");
  return t("kb.unknown", { ch });
}

/** "row 3, column 4: Kitchen, a door onto row 4, column 4". */
export function describeCell(t: T, b: BoardView, c: Cell): string {
  const marks = [kindOf(t, b, c)];
  for (const d of b.doors) {
    if (same(d.at, c)) marks.push(t("kb.doorOnto", { where: at(t, d.front) }));
    if (same(d.front, c)) marks.push(t("kb.doorFront", { where: at(t, d.at) }));
  }
  for (const s of b.starts) if (s.cell && same(s.cell, c)) marks.push(t("kb.startOf", { name: s.name || s.id }));
  if (b.spaces.some((s) => same(s, c))) marks.push(t("tool.question"));
  return t("kb.described", { where: at(t, c), marks });
}

export function describeRect(t: T, a: Cell, z: Cell): string {
  const rows = Math.abs(a[0] - z[0]) + 1;
  const cols = Math.abs(a[1] - z[1]) + 1;
  return t("kb.rect", {
    from: at(t, [Math.min(a[0], z[0]), Math.min(a[1], z[1])]),
    to: at(t, [Math.max(a[0], z[0]), Math.max(a[1], z[1])]),
    n: rows * cols,
  });
}

const key = (c: Cell) => `${c[0]},${c[1]}`;

/** What changed from one board to the next, in a sentence; "nothing changed" when nothing did. */
export function describeChange(t: T, before: BoardView, after: BoardView): string {
  const parts: string[] = [];
  const painted = new Map<string, number>();
  for (let r = 0; r < after.rows; r++)
    for (let c = 0; c < after.cols; c++) {
      const ch = charAt(after, [r, c]);
      if (ch !== charAt(before, [r, c])) painted.set(ch, (painted.get(ch) ?? 0) + 1);
    }
  for (const [ch, n] of painted)
    parts.push(
      t("kb.painted", {
        n,
        what: kindOf(t, after, [
          after.grid.findIndex((l) => l.includes(ch)),
          after.grid.find((l) => l.includes(ch))!.indexOf(ch),
        ]),
      }),
    );
  const doorKey = (d: { at: Cell; front: Cell }) => `${key(d.at)}>${key(d.front)}`;
  const had = new Set(before.doors.map(doorKey));
  const has = new Set(after.doors.map(doorKey));
  for (const d of after.doors)
    if (!had.has(doorKey(d))) parts.push(t("kb.doorAdded", { at: at(t, d.at), front: at(t, d.front) }));
  for (const d of before.doors) if (!has.has(doorKey(d))) parts.push(t("kb.doorRemoved", { at: at(t, d.at) }));
  const pKey = (p: [string, string]) => [...p].sort().join("|");
  const name = (b: BoardView, id: string) => b.rooms.find((r) => r.id === id)?.name || id;
  const hadP = new Set(before.passages.map(pKey));
  const hasP = new Set(after.passages.map(pKey));
  for (const p of after.passages)
    if (!hadP.has(pKey(p))) parts.push(t("kb.passageAdded", { a: name(after, p[0]), b: name(after, p[1]) }));
  for (const p of before.passages)
    if (!hasP.has(pKey(p))) parts.push(t("kb.passageRemoved", { a: name(before, p[0]), b: name(before, p[1]) }));
  const hadS = new Set(before.spaces.map(key));
  const hasS = new Set(after.spaces.map(key));
  for (const s of after.spaces) if (!hadS.has(key(s))) parts.push(t("kb.questionAdded", { at: at(t, s) }));
  for (const s of before.spaces) if (!hasS.has(key(s))) parts.push(t("kb.questionRemoved", { at: at(t, s) }));
  after.starts.forEach((s, i) => {
    const old = before.starts.find((o) => o.id === s.id) ?? before.starts[i];
    if (s.cell && (!old?.cell || !same(old.cell, s.cell)))
      parts.push(t("kb.startMoved", { name: s.name || s.id, at: at(t, s.cell) }));
  });
  if (!parts.length) return t("kb.nothing");
  const said = parts.join("; ") + ".";
  return said.charAt(0).toUpperCase() + said.slice(1);
}
