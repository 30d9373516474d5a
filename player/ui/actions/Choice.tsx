// A Keeper or the power: its button(s), with the card's text beside them (what it does, before it is
// spent). An effect that needs a target or a room offers one button per choice the engine lists.
import type { ActionOf } from "../../engine";
import { useEditionText } from "../i18n/edition-context";
import type { ControlProps } from "./types";

export function Choice<A extends ActionOf<"play-keeper" | "use-power">>(p: {
  label: string;
  help?: string;
  list: A[];
  view: ControlProps["view"];
  onAct: (a: A) => void;
}) {
  const text = useEditionText();
  const name = (a: A) =>
    a.target !== undefined
      ? text.suspect(p.view.seats[a.target]?.suspect ?? "")
      : a.room !== undefined
        ? text.room(a.room)
        : null;
  const help = p.help ? <p className="choice-help">{p.help}</p> : null;
  const [only] = p.list;
  if (p.list.length === 1 && only && name(only) === null)
    return (
      <div className="choice">
        <button type="button" data-action={only.type} onClick={() => p.onAct(only)}>
          {p.label}
        </button>
        {help}
      </div>
    );
  return (
    <fieldset className="choice">
      <legend>{p.label}</legend>
      {help}
      {p.list.map((a, i) => (
        <button key={i} type="button" data-action={a.type} onClick={() => p.onAct(a)}>
          {name(a)}
        </button>
      ))}
    </fieldset>
  );
}
