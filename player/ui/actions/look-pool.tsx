// Looking at the face-down cards in their room. Where the edition makes it the choice instead of accusing
// (deal.lookOnEntry) and both are offered, the button itself says so.
import type { EditionText } from "../../../edition/text";
import { byLang } from "../i18n/pair";
import { oneButton } from "./button";
import { lookPool as en, type LookPoolMessages } from "./look-pool.en";
import type { ActionEntry, ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.lookPool);

/** Where looking is instead of accusing (deal.lookOnEntry) and both are offered, the button says so. */
function label(m: LookPoolMessages, { compiled, view, turn }: ControlProps, text: EditionText): string {
  const { deal } = compiled.edition.rules;
  const room = text.room(view.pool.room ?? "");
  return deal.kind === "equal" && deal.lookOnEntry && turn.types.has("accuse")
    ? m.instead(room, text.terms.accusation)
    : m.button(room);
}

export const lookPool: ActionEntry = { type: "look-pool", messages: M, Control: oneButton("look-pool", M, label) };
