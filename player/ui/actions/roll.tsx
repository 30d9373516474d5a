// Rolling the dice: one button; the turn's story leaves out whose roll it was (its header says whose turn).
import { byLang } from "../i18n/pair";
import { oneButton } from "./button";
import { roll as en } from "./roll.en";
import type { ActionEntry } from "./types";

const M = byLang(en, (ja) => ja.actions.roll);

export const roll: ActionEntry = {
  type: "roll",
  messages: M,
  Control: oneButton("roll", M, (m) => m.button, "primary"),
};
