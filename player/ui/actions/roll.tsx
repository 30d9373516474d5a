// Rolling the dice: one button, and the roll in the log; the turn's story leaves out whose roll it was.
import { byLang } from "../i18n/pair";
import { oneButton } from "./button";
import { roll as en } from "./roll.en";
import { defineAction } from "./types";

const M = byLang(en, (ja) => ja.actions.roll);

export const roll = defineAction({
  type: "roll",
  messages: M,
  Control: oneButton("roll", M, (m) => m.button, "primary"),
  log: { rolled: (e, c, m) => m.rolled(c.who(e.seat), c.faces(e.faces), e.steps) },
  story: { rolled: (e, c, m) => m.story(c.faces(e.faces), e.steps) },
});
