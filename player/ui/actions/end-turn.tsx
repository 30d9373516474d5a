// Ending the turn: one button.
import { byLang } from "../i18n/pair";
import { oneButton } from "./button";
import { endTurn as en } from "./end-turn.en";
import type { ActionEntry } from "./types";

const M = byLang(en, (ja) => ja.actions.endTurn);

export const endTurn: ActionEntry = {
  type: "end-turn",
  messages: M,
  Control: oneButton("end-turn", M, (m) => m.button),
};
