// The reachable destinations as a list of buttons: what a screen reader (or anyone not aiming at squares)
// moves by. Each says where it is in words and what it takes from this roll (board/destination-names.ts,
// which the board's cursor reads too). Rooms first, then the squares that leave the fewest steps to their room.
import { useMemo } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action, PlayerView } from "../../engine";
import { destinationNamesOf } from "../board/destination-names";
import { useLang, useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";

export interface DestinationsProps {
  compiled: CompiledEdition;
  view: PlayerView;
  moves: ReadonlyMap<number, Action>;
  onMove: (a: Action) => void;
}

export function Destinations({ compiled, view, moves, onMove }: DestinationsProps) {
  const m = useMessages(GAME);
  const lang = useLang();
  const names = useEditionText();
  const items = useMemo(() => {
    const said = destinationNamesOf(compiled, view, moves, lang, names);
    const out = [...moves.entries()].map(([node, action]) => {
      const d = said.get(node);
      const room = d?.place.kind === "room";
      const left = d?.place.kind === "square" ? d.place.steps : 0;
      const label = d ? m.destination(d.where, d.used, d.roll) : "";
      return { node, action, room, used: d?.used ?? 0, left, label };
    });
    return out.sort((a, b) => Number(b.room) - Number(a.room) || a.left - b.left || a.used - b.used || a.node - b.node);
  }, [compiled, view, moves, m, lang, names]);
  return (
    <nav className="destinations" aria-label={m.destinations}>
      <h3>{m.destinations}</h3>
      <ul>
        {items.map((d) => (
          <li key={d.node}>
            <button
              type="button"
              data-action="move"
              className={d.room ? "dest-room" : undefined}
              onClick={() => onMove(d.action)}
            >
              {d.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
