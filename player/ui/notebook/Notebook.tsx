// The seat's notepad, under the edition's name for it: its own marks per cell, kept per game and seat,
// and (unless switched off) the deduction's certain cells, exact chances and reasons. Everything shown
// comes from this seat's view; a spectator has no notebook.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import { ENVELOPE_SIZE, type PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { CellDetails } from "./CellDetails";
import {
  DEDUCTIONS_KEY,
  cellKey,
  loadFlag,
  loadMarks,
  marksKey,
  saveFlag,
  saveMarks,
  withCell,
  type CellMarks,
  type Marks,
} from "./marks";
import { NOTEBOOK } from "./messages";
import { NotebookGrid, type GridColumn, type GridRow } from "./NotebookGrid";
import { useNotebook, type Compute } from "./useNotebook";
import { reasonWords } from "./words";
import "./Notebook.css";

export interface NotebookProps {
  compiled: CompiledEdition;
  view: PlayerView;
  /** Names this game in storage (the marks of another game never show here). */
  gameKey: string;
  /** Where marks and the switch are kept; localStorage by default, none in tests. */
  storage?: Storage;
  /** How the deduction is worked out; by default on the main thread, after the render. */
  compute?: Compute;
}

const defaultStorage = (): Storage | undefined => (typeof localStorage === "undefined" ? undefined : localStorage);

export function Notebook({ compiled, view, gameKey, storage = defaultStorage(), compute }: NotebookProps) {
  const msg = useMessages(NOTEBOOK);
  const text = useEditionText();
  const { edition } = compiled;
  const seat = typeof view.viewer === "number" ? view.viewer : -1;
  const key = marksKey(gameKey, seat);
  const [marks, setMarks] = useState<{ key: string; marks: Marks }>(() => ({ key, marks: loadMarks(storage, key) }));
  // Another seat or game: its own marks, read afresh (never the last seat's), before anything is drawn.
  let current = marks.marks;
  if (marks.key !== key) {
    current = loadMarks(storage, key);
    setMarks({ key, marks: current });
  }
  const [show, setShow] = useState(() => loadFlag(storage, DEDUCTIONS_KEY, true));
  const [focus, setFocus] = useState({ row: 0, col: 0 });
  // Whether the cell's marks and reasons are open beside it (CellDetails).
  const [open, setOpen] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  useDetailsOpening(body, open, setOpen);
  const { book, stale } = useNotebook(view, edition, show && seat >= 0, compute);

  // The grid is drawn again only when what it shows changes, not on every view of the game.
  const who = view.seats.map((s) => `${s.suspect}:${s.handSize}`).join(" ");
  const seats = useMemo(
    () => who.split(" ").map((s) => ({ suspect: s.split(":")[0] ?? "", handSize: Number(s.split(":")[1]) })),
    [who],
  );
  const poolSize = view.pool.size;
  const words = useMemo(() => reasonWords(edition, text, seats, seat), [edition, text, seats, seat]);
  const rows = useMemo<GridRow[]>(
    () => [
      ...edition.suspects.map((c) => ({ card: c.id, kind: "suspect" as const, name: text.card(c.id) })),
      ...edition.weapons.map((c) => ({ card: c.id, kind: "weapon" as const, name: text.card(c.id) })),
      ...edition.rooms.filter((r) => r.card).map((c) => ({ card: c.id, kind: "room" as const, name: text.card(c.id) })),
    ],
    [edition, text],
  );
  const columns = useMemo<GridColumn[]>(() => {
    const color = new Map(edition.suspects.map((s) => [s.id, s.color]));
    const out: GridColumn[] = seats.map((s, i) => {
      const name = i === seat ? msg.you : text.suspect(s.suspect);
      return { holder: i, name, label: name, size: s.handSize, color: color.get(s.suspect) };
    });
    out.push({
      holder: "envelope",
      name: msg.envelopeColumn(text.terms.envelope),
      label: text.terms.envelope,
      size: ENVELOPE_SIZE,
    });
    if (edition.rules.deal.kind === "equal")
      out.push({ holder: "pool", name: msg.poolColumn, label: msg.poolColumnLong(words.poolRoom), size: poolSize });
    return out;
  }, [edition, seats, seat, text, msg, words, poolSize]);

  const setCell = useCallback(
    (k: string, next: CellMarks) => {
      const updated = withCell(current, k, next);
      setMarks({ key, marks: updated });
      saveMarks(storage, key, updated);
    },
    [current, key, storage],
  );
  const onFocus = useCallback((row: number, col: number) => setFocus({ row, col }), []);
  const kindLabel = useMemo(() => {
    const kinds = { suspect: text.terms.suspects, weapon: text.terms.weapons, room: text.terms.rooms };
    return (k: keyof typeof kinds) => kinds[k];
  }, [text]);
  if (seat < 0) return null;
  // The cursor stays on the sheet when the sheet changes shape (another edition, fewer holders).
  const at = { row: Math.min(focus.row, rows.length - 1), col: Math.min(focus.col, columns.length - 1) };
  const cursor = at.row === focus.row && at.col === focus.col ? focus : at;
  const row = rows[cursor.row];
  const col = columns[cursor.col];
  const found = book?.solution;
  return (
    <section className="nb" data-testid="notebook" aria-label={text.terms.notepad}>
      <h2 className="nb-title">{text.terms.notepad}</h2>
      <label className="nb-switch">
        <input
          type="checkbox"
          checked={show}
          onChange={(e) => {
            setShow(e.target.checked);
            saveFlag(storage, DEDUCTIONS_KEY, e.target.checked);
          }}
        />
        {msg.showDeductions}
      </label>
      {show && found ? (
        <p className="nb-solution">
          {msg.solution(
            text.terms.envelope,
            (["suspect", "weapon", "room"] as const).map((k) =>
              msg.found(text.terms[k], found[k] ? text.card(found[k]) : msg.notYet),
            ),
          )}
        </p>
      ) : null}
      {show && stale ? <p className="nb-status">{msg.computing}</p> : null}
      {show && book && book.deals === 0 ? <p className="nb-status">{msg.impossible}</p> : null}
      {show && book && book.estimated ? <p className="nb-status nb-estimated">{msg.estimated}</p> : null}
      <p className="nb-help" id={`nb-help-${seat}`}>
        {msg.marksHelp}
      </p>
      <div className="nb-body" ref={body}>
        <div className="nb-scroll">
          <NotebookGrid
            rows={rows}
            columns={columns}
            kindLabel={kindLabel}
            marks={current}
            book={show ? book : null}
            focus={cursor}
            onFocus={onFocus}
            onMark={setCell}
            msg={msg}
            label={text.terms.notepad}
            detailsId={show && book ? `nb-why-${seat}` : undefined}
            helpId={`nb-help-${seat}`}
          />
        </div>
        {row && col ? (
          <CellDetails
            card={row.name}
            holder={col.label}
            marks={current[cellKey(row.card, col.holder)] ?? {}}
            onMarks={(next) => setCell(cellKey(row.card, col.holder), next)}
            cell={show ? (book?.rows[cursor.row]?.cells[cursor.col] ?? null) : null}
            words={words}
            msg={msg}
            id={`nb-why-${seat}`}
            anchor={`${cursor.row},${cursor.col}`}
            open={open}
            onClose={() => {
              setOpen(false);
              body.current?.querySelector<HTMLElement>(`[data-nb="${cursor.row},${cursor.col}"]`)?.focus();
            }}
          />
        ) : null}
      </div>
    </section>
  );
}

const MOVES = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);

/**
 * The cell's details open beside it when a cell is clicked or tapped, or the cursor is moved by keys; they
 * close with Escape (the focus goes back to the cell), their close button, or a press outside the sheet.
 */
function useDetailsOpening(body: RefObject<HTMLDivElement | null>, open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    const el = body.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("[data-nb]")) setOpen(true);
    };
    const onKey = (e: KeyboardEvent) => {
      const inGrid = e.target instanceof Element && e.target.closest("[data-nb]");
      if (inGrid && MOVES.has(e.key)) setOpen(true);
      if (e.key === "Escape" && open) {
        setOpen(false);
        if (!inGrid) el.querySelector<HTMLElement>('[data-nb][tabindex="0"]')?.focus();
      }
    };
    const onOutside = (e: PointerEvent) => {
      if (open && e.target instanceof Node && !el.contains(e.target)) setOpen(false);
    };
    el.addEventListener("click", onClick);
    el.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    return () => {
      el.removeEventListener("click", onClick);
      el.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
    };
  }, [body, open, setOpen]);
}
