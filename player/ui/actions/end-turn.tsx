// Ending the turn. The log says so; the turn's story does not (the next turn's header does).
import { byLang } from "../i18n/pair";
import { oneButton } from "./button";
import { endTurn as en } from "./end-turn.en";
import { defineAction } from "./types";

const M = byLang(en, (ja) => ja.actions.endTurn);

export const endTurn = defineAction({
  type: "end-turn",
  messages: M,
  Control: oneButton("end-turn", M, (m) => m.button),
  log: { "turn-ended": (e, c, m) => m.ended(c.who(e.seat)) },
  story: { "turn-ended": false },
});
