// Rolling the dice: one button, and the roll in the log; the turn's story leaves out whose roll it was.
import { useMessages } from "../i18n/context";
import { byLang } from "../i18n/pair";
import { roll as en } from "./roll.en";
import { defineAction, type ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.roll);

function Roll({ turn, onAct }: ControlProps) {
  const m = useMessages(M);
  const [a] = turn.list("roll");
  return (
    a && (
      <button type="button" data-action="roll" className="primary" onClick={() => onAct(a)}>
        {m.button}
      </button>
    )
  );
}

export const roll = defineAction({
  type: "roll",
  messages: M,
  Control: Roll,
  log: { rolled: (e, c, m) => m.rolled(c.who(e.seat), c.faces(e.faces), e.steps) },
  story: { rolled: (e, c, m) => m.story(c.faces(e.faces), e.steps) },
});
