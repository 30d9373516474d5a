// The accusation: behind a disclosure (it is rarely wanted), three selects, and a confirmation step,
// because it can not be undone. The choices are the engine's legal accusations, the cards the notebook
// knows are in the envelope first. Where the edition allows it in one room only and it is not legal now,
// the rule is said in its place.
import { useState, type FormEvent } from "react";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { byLang } from "../i18n/pair";
import { useNotebook } from "../notebook/useNotebook";
import { accuse as en } from "./accuse.en";
import { CardSelect, distinct } from "./CardSelect";
import { knownCards } from "./suggest";
import type { ActionEntry, ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.accuse);

/** The one room the edition allows accusations in, while it is the viewer's own turn and it may still accuse. */
function onlyIn({ compiled, view, turn }: ControlProps): { room: string; onEntry: boolean } | null {
  const rule = compiled.edition.rules.accusations;
  const me = turn.seat === null ? undefined : view.seats[turn.seat];
  if (rule.kind !== "room" || !me || me.out || me.accused || view.waiting || view.turn.seat !== turn.seat) return null;
  return { room: rule.room, onEntry: rule.onEntry === true };
}

function Accuse(p: ControlProps) {
  const m = useMessages(M);
  const text = useEditionText();
  const only = onlyIn(p);
  if (p.turn.types.has("accuse")) return <AccuseForm {...p} />;
  return only && <p className="hint">{m.onlyIn(text.terms.accusation, text.room(only.room), only.onEntry)}</p>;
}

function AccuseForm({ compiled, view, turn, onAct, notebook }: ControlProps) {
  const m = useMessages(M);
  const text = useEditionText();
  const [open, setOpen] = useState(false);
  const [pick, setPick] = useState({ suspect: "", weapon: "", room: "" });
  const [confirming, setConfirming] = useState(false);
  // The deduction is asked for once the form is opened, not on every turn.
  const { book } = useNotebook(view, compiled.edition, open, notebook);
  const actions = turn.list("accuse");
  const known = knownCards(view);
  // The cards the notebook knows are in the envelope first (and so chosen), the others in the engine's order.
  const sol = book?.solution;
  const order = (xs: string[], sure?: string | null) =>
    sure && xs.includes(sure) ? [sure, ...xs.filter((x) => x !== sure)] : xs;
  const suspects = order(
    distinct(actions, (a) => a.suspect),
    sol?.suspect,
  );
  const weapons = order(
    distinct(actions, (a) => a.weapon),
    sol?.weapon,
  );
  const rooms = order(
    distinct(actions, (a) => a.room),
    sol?.room,
  );
  // Until the player picks, each select starts at the first card this seat has not seen.
  const start = (xs: string[]) => xs.find((x) => !known.has(x)) ?? xs[0] ?? "";
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
    <details className="accuse" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{m.button(term)}</summary>
      <form className="turn-form accuse-form" onSubmit={submit} aria-label={term}>
        <CardSelect name="suspect" label={text.terms.suspect} options={suspects} value={s} onChange={set("suspect")} />
        <CardSelect name="weapon" label={text.terms.weapon} options={weapons} value={w} onChange={set("weapon")} />
        <CardSelect name="room" label={text.terms.room} options={rooms} value={r} onChange={set("room")} />
        {confirming ? (
          <div className="confirm" role="alertdialog" aria-label={term} aria-describedby="accuse-warning">
            <p id="accuse-warning">{m.warning}</p>
            {/* The confirmation is a dialog the player just opened: focus moves into it, as WAI-ARIA's dialogs do. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <button type="submit" data-action="accuse" data-confirm="" autoFocus>
              {m.confirm(term)}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {m.cancel}
            </button>
          </div>
        ) : (
          <button type="submit" data-action="accuse" disabled={!chosen}>
            {m.button(term)}
          </button>
        )}
      </form>
    </details>
  );
}

export const accuse: ActionEntry = {
  type: "accuse",
  messages: M,
  Control: Accuse,
  shows: (p) => p.turn.types.has("accuse") || onlyIn(p) !== null,
};
