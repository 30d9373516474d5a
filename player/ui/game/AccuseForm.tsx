// The accusation: behind a disclosure (it is rarely wanted), three selects, and a confirmation step,
// because it can not be undone. The choices are the engine's legal accusations.
import { useState, type FormEvent } from "react";
import type { ActionOf } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { CardSelect, distinct } from "./CardSelect";

export interface AccuseFormProps {
  actions: ActionOf<"accuse">[];
  /** Cards this seat has seen (its hand, cards shown to it, cards face up): none of them is in the envelope. */
  known?: ReadonlySet<string>;
  onAct: (a: ActionOf<"accuse">) => void;
}

export function AccuseForm({ actions, known, onAct }: AccuseFormProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const [pick, setPick] = useState({ suspect: "", weapon: "", room: "" });
  const [confirming, setConfirming] = useState(false);
  const suspects = distinct(actions, (a) => a.suspect);
  const weapons = distinct(actions, (a) => a.weapon);
  const rooms = distinct(actions, (a) => a.room);
  // Until the player picks, each select starts at the first card this seat has not seen.
  const start = (xs: string[]) => xs.find((x) => !known?.has(x)) ?? xs[0] ?? "";
  const s = suspects.includes(pick.suspect) ? pick.suspect : start(suspects);
  const w = weapons.includes(pick.weapon) ? pick.weapon : start(weapons);
  const r = rooms.includes(pick.room) ? pick.room : start(rooms);
  const chosen = actions.find((a) => a.suspect === s && a.weapon === w && a.room === r);
  const set = (k: keyof typeof pick) => (v: string) => {
    setConfirming(false);
    setPick({ ...pick, [k]: v });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    if (confirming) onAct(chosen);
    else setConfirming(true);
  };
  const term = text.terms.accusation;
  return (
    <details className="accuse">
      <summary>{m.accuse(term)}</summary>
      <form className="turn-form accuse-form" onSubmit={submit} aria-label={m.accuseHeading(term)}>
        <CardSelect name="suspect" label={text.terms.suspect} options={suspects} value={s} onChange={set("suspect")} />
        <CardSelect name="weapon" label={text.terms.weapon} options={weapons} value={w} onChange={set("weapon")} />
        <CardSelect name="room" label={text.terms.room} options={rooms} value={r} onChange={set("room")} />
        {confirming ? (
          <div
            className="confirm"
            role="alertdialog"
            aria-label={m.accuseHeading(term)}
            aria-describedby="accuse-warning"
          >
            <p id="accuse-warning">{m.accuseWarning}</p>
            {/* The confirmation is a dialog the player just opened: focus moves into it, as WAI-ARIA's dialogs do. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <button type="submit" data-action="accuse" data-confirm="" autoFocus>
              {m.confirmAccuse(term)}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {m.cancel}
            </button>
          </div>
        ) : (
          <button type="submit" data-action="accuse" disabled={!chosen}>
            {m.accuse(term)}
          </button>
        )}
      </form>
    </details>
  );
}
