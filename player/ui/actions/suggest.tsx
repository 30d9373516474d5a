// The suggestion in the edition's words ("Rumor in the Break Room"): a suspect and a weapon, the room
// being the one the token stands in. The choices are the engine's legal suggestions. Its answers (who
// could not disprove, who must show) are worded in its messages; the card shown is show-card's.
import { useState, type FormEvent } from "react";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { byLang } from "../i18n/pair";
import { CardSelect, distinct } from "./CardSelect";
import { suggest as en } from "./suggest.en";
import type { ActionEntry, ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.suggest);

/** Cards the viewer knows the holder of (its hand, cards shown to it, face up, the pool once seen). */
export function knownCards(view: ControlProps["view"]): ReadonlySet<string> {
  return new Set([
    ...view.hand,
    ...view.seen.map((x) => x.card),
    ...view.faceUp.map((x) => x.card),
    ...(view.pool.cards ?? []),
  ]);
}

function SuggestForm({ view, turn, onAct }: ControlProps) {
  const m = useMessages(M);
  const text = useEditionText();
  const actions = turn.list("suggest");
  const room = turn.seat === null ? null : (view.tokens[turn.seat]?.room ?? null);
  const known = knownCards(view);
  const suspects = distinct(actions, (a) => a.suspect);
  const weapons = distinct(actions, (a) => a.weapon);
  const [suspect, setSuspect] = useState("");
  const [weapon, setWeapon] = useState("");
  // Until the player picks, the first card it does not know yet (as a player with a pencil would start).
  const first = (xs: string[]) => xs.find((x) => !known.has(x)) ?? xs[0] ?? "";
  const s = suspects.includes(suspect) ? suspect : first(suspects);
  const w = weapons.includes(weapon) ? weapon : first(weapons);
  const chosen = actions.find((a) => a.suspect === s && a.weapon === w);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen) onAct(chosen);
  };
  const heading = m.heading(text.terms.suggestion, room ? text.room(room) : "");
  return (
    <form className="turn-form suggest-form" onSubmit={submit} aria-label={heading}>
      <h3>{heading}</h3>
      <CardSelect name="suspect" label={text.terms.suspect} options={suspects} value={s} onChange={setSuspect} />
      <CardSelect name="weapon" label={text.terms.weapon} options={weapons} value={w} onChange={setWeapon} />
      {room && <CardSelect name="room" label={text.terms.room} options={[room]} value={room} onChange={() => {}} />}
      <button type="submit" data-action="suggest" className="primary" disabled={!chosen}>
        {m.button(text.terms.suggestion)}
      </button>
    </form>
  );
}

export const suggest: ActionEntry = { type: "suggest", messages: M, Control: SuggestForm };
