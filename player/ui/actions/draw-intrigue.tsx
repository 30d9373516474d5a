// The Intrigue draw a player owes (on a `?` face or square): a button, and what was drawn in the log.
import { byLang } from "../i18n/pair";
import { oneButton } from "./button";
import { drawIntrigue as en } from "./draw-intrigue.en";
import { defineAction } from "./types";

const M = byLang(en, (ja) => ja.actions.drawIntrigue);

export const drawIntrigue = defineAction({
  type: "draw-intrigue",
  messages: M,
  Control: oneButton("draw-intrigue", M, (m) => m.button),
  log: {
    "intrigue-drawn": (e, c, m) => {
      const d = e.drawn;
      const who = c.who(e.seat);
      if (d.kind === "clock") return d.last ? m.lastClock(who, c.clocks || d.count) : m.clock(who, d.count, c.clocks);
      if (d.kind === "keeper") return m.keeper(who, c.names.keeper(d.keeper).name);
      return m.nothing(who);
    },
  },
});
