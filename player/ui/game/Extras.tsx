// The Office's extras, each only when the engine allows it: the Intrigue draw owed, Keepers to play, the
// Personality power, looking at the face-down cards. An effect that needs a target or a room offers one
// button per choice the engine lists.
import type { ActionOf } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import type { Turn } from "./useTurn";

export interface ExtrasProps {
  turn: Turn;
  suspectOf: (seat: number) => string;
  poolRoom: string | null;
  /** The edition lets a player look at the face-down cards instead of accusing, and both are offered now. */
  lookOrAccuse?: boolean;
  onAct: (a: ActionOf<"draw-intrigue" | "play-keeper" | "use-power" | "look-pool">) => void;
}

function choiceLabel(
  a: { target?: number; room?: string },
  suspectOf: (s: number) => string,
  room: (id: string) => string,
): string | null {
  if (a.target !== undefined) return suspectOf(a.target);
  if (a.room !== undefined) return room(a.room);
  return null;
}

export function Extras({ turn, suspectOf, poolRoom, lookOrAccuse, onAct }: ExtrasProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const keepers = turn.list("play-keeper");
  const powers = turn.list("use-power");
  const byKeeper = new Map<string, ActionOf<"play-keeper">[]>();
  for (const k of keepers) byKeeper.set(k.keeper, [...(byKeeper.get(k.keeper) ?? []), k]);
  const seatSuspect = turn.seat !== null ? suspectOf(turn.seat) : "";
  const power = text.power(seatSuspect);
  return (
    <div className="extras">
      {turn.types.has("draw-intrigue") && (
        <button
          type="button"
          data-action="draw-intrigue"
          onClick={() => onAct(turn.list("draw-intrigue")[0] as ActionOf<"draw-intrigue">)}
        >
          {m.drawIntrigue}
        </button>
      )}
      {turn.types.has("look-pool") && poolRoom && (
        <div className="choice">
          <button
            type="button"
            data-action="look-pool"
            onClick={() => onAct(turn.list("look-pool")[0] as ActionOf<"look-pool">)}
          >
            {m.lookPool(text.room(poolRoom))}
          </button>
          {lookOrAccuse && <p className="choice-help">{m.lookOrAccuse(text.terms.accusation)}</p>}
        </div>
      )}
      {[...byKeeper.entries()].map(([id, list]) => (
        <Choice
          key={id}
          label={m.playKeeper(text.keeper(id).name)}
          help={text.keeper(id).text}
          action="play-keeper"
          list={list}
          name={(a) => choiceLabel(a, (s) => text.suspect(suspectOf(s)), text.room)}
          onAct={onAct}
        />
      ))}
      {powers.length > 0 && (
        <Choice
          label={m.usePower(power.name)}
          help={power.text}
          action="use-power"
          list={powers}
          name={(a) => choiceLabel(a, (s) => text.suspect(suspectOf(s)), text.room)}
          onAct={onAct}
        />
      )}
    </div>
  );
}

/** A Keeper or the power: its button(s), with the card's text beside them (what it does, before it is spent). */
function Choice<A extends ActionOf<"play-keeper" | "use-power">>(p: {
  label: string;
  help?: string;
  action: string;
  list: A[];
  name: (a: A) => string | null;
  onAct: (a: A) => void;
}) {
  const help = p.help ? <p className="choice-help">{p.help}</p> : null;
  if (p.list.length === 1 && p.name(p.list[0] as A) === null)
    return (
      <div className="choice">
        <button type="button" data-action={p.action} onClick={() => p.onAct(p.list[0] as A)}>
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
        <button key={i} type="button" data-action={p.action} onClick={() => p.onAct(a)}>
          {p.name(a)}
        </button>
      ))}
    </fieldset>
  );
}
