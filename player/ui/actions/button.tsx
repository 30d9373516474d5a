// The control of an action offered once, with nothing to choose: one button (roll, end the turn, draw,
// look at the face-down cards). Its words are the entry's, and may depend on the turn.
import type { ActionType } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import type { EditionText } from "../../../edition/text";
import type { ByLang } from "../../../i18n/lang";
import type { ControlProps } from "./types";

export function oneButton<M>(
  type: ActionType,
  messages: ByLang<M>,
  label: (m: M, p: ControlProps, text: EditionText) => string,
  className?: string,
) {
  return function OneButton(p: ControlProps) {
    const m = useMessages(messages);
    const text = useEditionText();
    const [a] = p.turn.list(type);
    return (
      a && (
        <button type="button" data-action={type} className={className} onClick={() => p.onAct(a)}>
          {label(m, p, text)}
        </button>
      )
    );
  };
}
