// The reachable destinations as a list of buttons with their distances: what a screen reader (or anyone
// not aiming at squares) moves by. Rooms first, then squares nearest first.
import { useMemo } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action } from "../../engine";
import { distancesFrom } from "../../engine/movement/distances";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";

export interface DestinationsProps {
  compiled: CompiledEdition;
  from: number;
  moves: ReadonlyMap<number, Action>;
  onMove: (a: Action) => void;
}

export function Destinations({ compiled, from, moves, onMove }: DestinationsProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const { graph, edition } = compiled;
  // One search from the token (tokens ignored, as the steps shown have always been), not a table of all pairs.
  const dist = useMemo(() => (from >= 0 ? distancesFrom(graph, from) : null), [graph, from]);
  const items = [...moves.entries()].map(([node, action]) => {
    const room = node >= graph.squareCount ? edition.rooms[node - graph.squareCount]?.id : undefined;
    const cell = graph.nodeCell[node] ?? -1;
    const steps = dist ? (dist[node] ?? 0) : 0;
    const name = room ? text.room(room) : m.square(Math.floor(cell / graph.cols), cell % graph.cols);
    return { node, action, room: !!room, steps, label: m.destination(name, steps) };
  });
  items.sort((a, b) => Number(b.room) - Number(a.room) || a.steps - b.steps || a.node - b.node);
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
