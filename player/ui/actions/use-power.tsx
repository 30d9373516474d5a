// The seat's power, once a game: its button(s) with its text. What it did is said after its name
// (game.ts's effectNote, which the Keepers share).
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { byLang } from "../i18n/pair";
import { Choice } from "./Choice";
import { effectNote } from "./game";
import { defineAction, type ControlProps } from "./types";
import { usePower as en } from "./use-power.en";

const M = byLang(en, (ja) => ja.actions.usePower);

function UsePower({ view, turn, onAct }: ControlProps) {
  const m = useMessages(M);
  const text = useEditionText();
  const power = text.power(turn.seat === null ? "" : (view.seats[turn.seat]?.suspect ?? ""));
  return (
    <Choice label={m.button(power.name)} help={power.text} list={turn.list("use-power")} view={view} onAct={onAct} />
  );
}

export const usePower = defineAction({
  type: "use-power",
  messages: M,
  Control: UsePower,
  log: {
    // The event names the power in the edition's own words; the seat's suspect finds its translation.
    effect: (e, c, m) =>
      "power" in e.source
        ? c.msg.sentences([
            m.used(c.who(e.seat), c.names.power(c.seats[e.seat]?.suspect ?? "").name || e.source.power),
            effectNote(e.effect, e.seat, c),
          ])
        : null,
  },
});
