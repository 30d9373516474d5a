// The cell under the cursor, spelled out: the player's mark (buttons) and note (a text field), and, when
// deductions are on, whether it is certain and why, in sentences. It opens beside its cell, just below it
// (or above, where below would run out of sight), over the rows: on a phone the panel under the whole grid
// was a scroll away from the cell tapped. Closed, it stays in the document, hidden, for the reasons the
// grid's cursor names as its description.
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import type { NotebookCell } from "../../bots/deduce";
import type { NotebookMessages, ReasonWords } from "../i18n/en/notebook";
import { isolate, say, withNames } from "../i18n/names";
import { NOTE_MAX, type CellMarks, type Mark } from "./marks";

export interface CellDetailsProps {
  card: string;
  holder: string;
  marks: CellMarks;
  onMarks: (next: CellMarks) => void;
  /** The deduction's cell, when deductions are on and worked out. */
  cell: NotebookCell | null;
  words: ReasonWords;
  msg: NotebookMessages;
  /** Names the reasons, so the grid's cursor can point at them. */
  id?: string;
  /** The grid cell it belongs to (its `data-nb`), found in the element it is placed in. */
  anchor?: string;
  open?: boolean;
  onClose?: () => void;
}

const CHOICES: (Mark | "none")[] = ["yes", "no", "maybe", "none"];
const GAP = 4;

/** The part of the window that `el`'s scrolling ancestors let be seen, top to bottom. */
function visibleRange(el: HTMLElement): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (let e = el.parentElement; e; e = e.parentElement) {
    const o = getComputedStyle(e).overflowY;
    if (o !== "auto" && o !== "scroll") continue;
    const r = e.getBoundingClientRect();
    top = Math.max(top, r.top);
    bottom = Math.min(bottom, r.bottom);
  }
  return { top, bottom };
}

export function CellDetails(p: CellDetailsProps) {
  const current = p.marks.mark ?? "none";
  const state = p.cell?.state;
  const box = useRef<HTMLDivElement>(null);
  const { anchor, open } = p;

  const place = useCallback(() => {
    const el = box.current;
    const host = el?.parentElement;
    const cell = anchor === undefined ? null : host?.querySelector<HTMLElement>(`[data-nb="${anchor}"]`);
    if (!el || !host || !cell) return;
    const h = host.getBoundingClientRect();
    const c = cell.getBoundingClientRect();
    const height = el.offsetHeight;
    const seen = visibleRange(host);
    const below = c.bottom + GAP + height <= seen.bottom;
    const above = c.top - GAP - height >= seen.top;
    const top = below || !above ? c.bottom - h.top + GAP : c.top - h.top - GAP - height;
    const left = Math.max(0, Math.min(c.left - h.left, host.clientWidth - el.offsetWidth));
    el.style.top = `${Math.round(top)}px`;
    el.style.left = `${Math.round(left)}px`;
  }, [anchor]);

  // Placed after every render while open: the cursor moves, the reasons change its height.
  useLayoutEffect(() => {
    if (open) place();
  });
  // The grid scrolls sideways under it on a phone, the page or the panel may scroll or resize.
  useEffect(() => {
    if (!open) return;
    addEventListener("resize", place);
    addEventListener("scroll", place, true);
    return () => {
      removeEventListener("resize", place);
      removeEventListener("scroll", place, true);
    };
  }, [open, place]);

  const pop = anchor !== undefined;
  return (
    <div
      ref={box}
      className={pop ? "nb-details nb-pop" : "nb-details"}
      hidden={pop && !open}
      role={pop ? "group" : undefined}
      aria-label={pop ? p.msg.selected(p.card, p.holder) : undefined}
    >
      <div className="nb-details-head">
        <p className="nb-details-title">{say(p.msg.selected, isolate(p.card), isolate(p.holder))}</p>
        {pop && p.onClose && (
          <button type="button" className="nb-close" aria-label={p.msg.close} onClick={p.onClose}>
            ×
          </button>
        )}
      </div>
      <div className="nb-details-marks" role="group" aria-label={p.msg.yourMark}>
        {CHOICES.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={current === m}
            aria-label={p.msg.mark[m]}
            onClick={() => p.onMarks({ ...p.marks, mark: m === "none" ? undefined : m })}
          >
            {p.msg.markButton[m]}
          </button>
        ))}
        <label className="nb-details-note">
          {p.msg.note}
          <input
            type="text"
            value={p.marks.note ?? ""}
            maxLength={NOTE_MAX}
            size={NOTE_MAX + 1}
            autoComplete="off"
            onChange={(e) => p.onMarks({ ...p.marks, note: e.target.value })}
          />
        </label>
      </div>
      {p.cell ? (
        <div className="nb-why" id={p.id}>
          <p>
            {state === "yes" ? p.msg.stateYes : state === "no" ? p.msg.stateNo : p.msg.chance(p.msg.percent(p.cell.p))}
          </p>
          {p.cell.reasons.length > 0 ? (
            <>
              <p className="nb-why-title">{p.msg.why}</p>
              <ol>
                {p.cell.reasons.map((w, i) => (
                  <li key={i}>
                    {withNames((iso) =>
                      p.msg.reason(w, {
                        ...p.words,
                        card: (id) => iso(p.words.card(id)),
                        seat: (s) => iso(p.words.seat(s)),
                      }),
                    )}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>{p.msg.unknown}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
