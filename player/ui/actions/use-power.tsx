// The seat's power, once a game: its button(s) with its text.
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { byLang } from "../i18n/pair";
import { Choice } from "./Choice";
import type { ActionEntry, ControlProps } from "./types";
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

export const usePower: ActionEntry = { type: "use-power", messages: M, Control: UsePower };
