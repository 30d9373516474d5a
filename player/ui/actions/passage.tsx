// A secret passage out of the room the token is in: one button per passage the engine offers.
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { byLang } from "../i18n/pair";
import { passage as en } from "./passage.en";
import type { ActionEntry, ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.passage);

function Passage({ turn, onAct }: ControlProps) {
  const m = useMessages(M);
  const text = useEditionText();
  return turn.list("passage").map((a) => (
    <button key={a.room} type="button" data-action="passage" onClick={() => onAct(a)}>
      {m.button(text.room(a.room))}
    </button>
  ));
}

export const passage: ActionEntry = { type: "passage", messages: M, Control: Passage };
