// The suggestion in the edition's words ("Rumor in the Break Room"): a suspect and a weapon, the room
// being the one the token stands in. The choices are the engine's legal suggestions.
import { useState, type FormEvent } from "react";
import type { ActionOf } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { CardSelect, distinct } from "./CardSelect";

export interface SuggestFormProps {
  actions: ActionOf<"suggest">[];
  room: string | null;
  /** Cards the player already knows the holder of (its hand, cards shown to it): not the first offered. */
  known?: ReadonlySet<string>;
  onAct: (a: ActionOf<"suggest">) => void;
}

export function SuggestForm({ actions, room, known, onAct }: SuggestFormProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const suspects = distinct(actions, (a) => a.suspect);
  const weapons = distinct(actions, (a) => a.weapon);
  const [suspect, setSuspect] = useState("");
  const [weapon, setWeapon] = useState("");
  // Until the player picks, the first card it does not know yet (as a player with a pencil would start).
  const first = (xs: string[]) => xs.find((x) => !known?.has(x)) ?? xs[0] ?? "";
  const s = suspects.includes(suspect) ? suspect : first(suspects);
  const w = weapons.includes(weapon) ? weapon : first(weapons);
  const chosen = actions.find((a) => a.suspect === s && a.weapon === w);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chosen) onAct(chosen);
  };
  const heading = m.suggestHeading(text.terms.suggestion, room ? text.room(room) : "");
  return (
    <form className="turn-form suggest-form" onSubmit={submit} aria-label={heading}>
      <h3>{heading}</h3>
      <CardSelect name="suspect" label={text.terms.suspect} options={suspects} value={s} onChange={setSuspect} />
      <CardSelect name="weapon" label={text.terms.weapon} options={weapons} value={w} onChange={setWeapon} />
      {room && <CardSelect name="room" label={text.terms.room} options={[room]} value={room} onChange={() => {}} />}
      <button type="submit" data-action="suggest" className="primary" disabled={!chosen}>
        {m.suggest(text.terms.suggestion)}
      </button>
    </form>
  );
}
