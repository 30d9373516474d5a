// The Intrigue draw a player owes (on a `?` face or square): one button.
import { byLang } from "../i18n/pair";
import { oneButton } from "./button";
import { drawIntrigue as en } from "./draw-intrigue.en";
import type { ActionEntry } from "./types";

const M = byLang(en, (ja) => ja.actions.drawIntrigue);

export const drawIntrigue: ActionEntry = {
  type: "draw-intrigue",
  messages: M,
  Control: oneButton("draw-intrigue", M, (m) => m.button),
};
