// Ending the turn. The log says so; the turn's story does not (the next turn's header does).
import { useMessages } from "../i18n/context";
import { byLang } from "../i18n/pair";
import { endTurn as en } from "./end-turn.en";
import { defineAction, type ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.endTurn);

function EndTurn({ turn, onAct }: ControlProps) {
  const m = useMessages(M);
  const [a] = turn.list("end-turn");
  return (
    a && (
      <button type="button" data-action="end-turn" onClick={() => onAct(a)}>
        {m.button}
      </button>
    )
  );
}

export const endTurn = defineAction({
  type: "end-turn",
  messages: M,
  Control: EndTurn,
  log: { "turn-ended": (e, c, m) => m.ended(c.who(e.seat)) },
  story: { "turn-ended": false },
});
