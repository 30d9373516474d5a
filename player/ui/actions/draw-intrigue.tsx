// The Intrigue draw a player owes (on a `?` face or square): a button, and what was drawn in the log.
import { useMessages } from "../i18n/context";
import { byLang } from "../i18n/pair";
import { drawIntrigue as en } from "./draw-intrigue.en";
import { defineAction, type ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.drawIntrigue);

function DrawIntrigue({ turn, onAct }: ControlProps) {
  const m = useMessages(M);
  const [a] = turn.list("draw-intrigue");
  return (
    a && (
      <button type="button" data-action="draw-intrigue" onClick={() => onAct(a)}>
        {m.button}
      </button>
    )
  );
}

export const drawIntrigue = defineAction({
  type: "draw-intrigue",
  messages: M,
  Control: DrawIntrigue,
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
