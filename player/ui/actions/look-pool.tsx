// Looking at the face-down cards in their room. Where the edition makes it the choice instead of accusing
// (deal.lookOnEntry) and both are offered, the button itself says so.
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { byLang } from "../i18n/pair";
import { lookPool as en } from "./look-pool.en";
import { defineAction, type ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.lookPool);

function LookPool({ compiled, view, turn, onAct }: ControlProps) {
  const m = useMessages(M);
  const text = useEditionText();
  const { deal } = compiled.edition.rules;
  const [a] = turn.list("look-pool");
  const room = text.room(view.pool.room ?? "");
  const instead = deal.kind === "equal" && deal.lookOnEntry && turn.types.has("accuse");
  return (
    a && (
      <button type="button" data-action="look-pool" onClick={() => onAct(a)}>
        {instead ? m.instead(room, text.terms.accusation) : m.button(room)}
      </button>
    )
  );
}

export const lookPool = defineAction({
  type: "look-pool",
  messages: M,
  Control: LookPool,
  log: {
    "pool-looked": (e, c, m) => {
      const room = c.card(c.poolRoom ?? "");
      return e.cards ? m.lookedSeen(room, c.cards(e.cards)) : m.looked(c.who(e.seat), room);
    },
  },
});
