// The notepad's grid: a row per card (by kind), a column per holder. Each cell shows the player's own
// mark and note and, when deductions are on, what is certain (shaded) or how likely (a percentage).
// One cell is in the tab order; arrow keys move, Space or Enter changes the mark, letters write the note.
import { memo, useEffect, useRef, type KeyboardEvent } from "react";
import type { CardKind, Notebook } from "../../bots/deduce";
import type { NotebookMessages } from "../i18n/en/notebook";
import { cellKey, NOTE_MAX, nextMark, type CellMarks, type Marks } from "./marks";

export interface GridRow {
  card: string;
  kind: CardKind;
  name: string;
}
export interface GridColumn {
  holder: number | "envelope" | "pool";
  /** The name shown in the header. */
  name: string;
  /** The name a screen reader hears (longer where the header is short). */
  label: string;
  /** How many cards it holds, shown under its name. */
  size: number;
  color?: string;
}
export interface GridProps {
  rows: readonly GridRow[];
  columns: readonly GridColumn[];
  kindLabel: (k: CardKind) => string;
  marks: Marks;
  /** The deduction, when it is shown. */
  book: Notebook | null;
  focus: { row: number; col: number };
  onFocus: (row: number, col: number) => void;
  onMark: (key: string, next: CellMarks) => void;
  msg: NotebookMessages;
  label: string;
  /** The element that spells out the cell under the cursor (its reasons), for the cursor's description. */
  detailsId?: string;
  /** The element that says how to use the grid. */
  helpId?: string;
}

const GLYPH = { yes: "✓", no: "✗", maybe: "?" } as const;

export const NotebookGrid = memo(function NotebookGrid(p: GridProps) {
  const table = useRef<HTMLTableElement>(null);
  const { row: fr, col: fc } = p.focus;
  useEffect(() => {
    const t = table.current;
    if (!t || !t.contains(document.activeElement)) return;
    t.querySelector<HTMLElement>(`[data-nb="${fr},${fc}"]`)?.focus();
  }, [fr, fc]);

  const cellAt = (r: number, c: number) => p.book?.rows[r]?.cells[c];
  const onKey = (e: KeyboardEvent) => {
    const last = { row: p.rows.length - 1, col: p.columns.length - 1 };
    const move = (row: number, col: number) => {
      e.preventDefault();
      p.onFocus(Math.max(0, Math.min(last.row, row)), Math.max(0, Math.min(last.col, col)));
    };
    const row = p.rows[fr];
    const column = p.columns[fc];
    if (!row || !column) return;
    const key = cellKey(row.card, column.holder);
    const now = p.marks[key] ?? {};
    switch (e.key) {
      case "ArrowUp":
        return move(fr - 1, fc);
      case "ArrowDown":
        return move(fr + 1, fc);
      case "ArrowLeft":
        return move(fr, fc - 1);
      case "ArrowRight":
        return move(fr, fc + 1);
      case "Home":
        return move(e.ctrlKey ? 0 : fr, 0);
      case "End":
        return move(e.ctrlKey ? last.row : fr, last.col);
      case " ":
      case "Enter":
        e.preventDefault();
        return p.onMark(key, { ...now, mark: nextMark(now.mark) });
      case "Backspace":
        e.preventDefault();
        return p.onMark(key, {
          ...now,
          note: Array.from(now.note ?? "")
            .slice(0, -1)
            .join(""),
        });
      case "Delete":
        e.preventDefault();
        return p.onMark(key, {});
    }
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && Array.from(now.note ?? "").length < NOTE_MAX) {
      e.preventDefault();
      p.onMark(key, { ...now, note: (now.note ?? "") + e.key });
    }
  };

  const deduced = (r: number, c: number): { cls: string; text: string; say: string } => {
    const cell = cellAt(r, c);
    if (!cell) return { cls: "", text: "", say: "" };
    if (cell.state === "yes") return { cls: "nb-yes", text: "", say: p.msg.certainYes };
    if (cell.state === "no") return { cls: "nb-no", text: "", say: p.msg.certainNo };
    const pct = p.msg.percent(cell.p);
    return { cls: "nb-maybe", text: pct, say: p.msg.chance(pct) };
  };

  let kind: CardKind | null = null;
  return (
    <table
      className="nb-grid"
      role="grid"
      aria-label={p.label}
      aria-describedby={p.helpId}
      ref={table}
      onKeyDown={onKey}
    >
      <thead>
        <tr>
          <td className="nb-corner" />
          {p.columns.map((c) => (
            <th key={String(c.holder)} scope="col" title={c.label}>
              <span className="nb-col">
                {c.color ? <span className="nb-dot" style={{ background: c.color }} aria-hidden="true" /> : null}
                {c.name}
              </span>
              <span className="nb-size">
                <span aria-hidden="true">{c.size}</span>
                <span className="nb-sr">{p.msg.size(c.size)}</span>
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {p.rows.map((row, r) => {
          const heading = row.kind !== kind;
          kind = row.kind;
          return [
            heading ? (
              <tr key={`k-${row.kind}`} className="nb-kind">
                <th scope="colgroup" colSpan={p.columns.length + 1}>
                  {p.kindLabel(row.kind)}
                </th>
              </tr>
            ) : null,
            <tr key={row.card}>
              {/* The title holds a long name whole where the column cuts it with an ellipsis. */}
              <th scope="row" className="nb-card" title={row.name}>
                {row.name}
              </th>
              {p.columns.map((col, c) => {
                const m = p.marks[cellKey(row.card, col.holder)] ?? {};
                const d = deduced(r, c);
                const here = r === fr && c === fc;
                const markName = p.msg.mark[m.mark ?? "none"];
                return (
                  <td
                    key={String(col.holder)}
                    role="gridcell"
                    data-nb={`${r},${c}`}
                    tabIndex={here ? 0 : -1}
                    aria-selected={here}
                    aria-describedby={here ? p.detailsId : undefined}
                    aria-label={p.msg.cell(row.name, col.label, markName, m.note ?? "", d.say)}
                    className={`nb-cell ${d.cls}${here ? " nb-here" : ""}`}
                    onClick={() => p.onFocus(r, c)}
                    onFocus={() => (here ? undefined : p.onFocus(r, c))}
                  >
                    <span aria-hidden="true">
                      {m.mark ? <span className={`nb-mark nb-mark-${m.mark}`}>{GLYPH[m.mark]}</span> : null}
                      {m.note ? <span className="nb-note">{m.note}</span> : null}
                      {d.text ? <span className="nb-p">{d.text}</span> : null}
                    </span>
                  </td>
                );
              })}
            </tr>,
          ];
        })}
      </tbody>
    </table>
  );
});
