// The cell under the cursor, spelled out: the player's mark (buttons) and note (a text field), and, when
// deductions are on, whether it is certain and why, in sentences.
import type { NotebookCell } from "../../bots/deduce";
import type { NotebookMessages, ReasonWords } from "../i18n/en/notebook";
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
}

const CHOICES: (Mark | "none")[] = ["yes", "no", "maybe", "none"];

export function CellDetails(p: CellDetailsProps) {
  const current = p.marks.mark ?? "none";
  const state = p.cell?.state;
  return (
    <div className="nb-details">
      <p className="nb-details-title">{p.msg.selected(p.card, p.holder)}</p>
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
                  <li key={i}>{p.msg.reason(w, p.words)}</li>
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
