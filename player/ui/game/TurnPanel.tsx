// The turn's controls, in the edition's words: the registry's (player/ui/actions), each where `shows`
// allows it, by default exactly when `legalTypes` has its type, in the registry's order.
import { useEffect, useRef } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action, ActionType, PlayerView } from "../../engine";
import { useActions } from "../actions/context";
import type { ControlProps } from "../actions/types";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { useLogContext } from "../log/useLogContext";
import type { Compute } from "../notebook/useNotebook";
import type { Turn } from "./useTurn";
import "../actions/actions.css";

export interface TurnPanelProps {
  compiled: CompiledEdition;
  view: PlayerView;
  turn: Turn;
  moves: ReadonlyMap<number, Action>;
  onAct: (a: Action) => void;
  notebook?: Compute;
}

export function TurnPanel({ compiled, view, turn, moves, onAct, notebook }: TurnPanelProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const actions = useActions();
  const log = useLogContext(compiled, view);
  const panel = useRef<HTMLElement>(null);
  const key = [...turn.types].join(",") + view.turn.phase + view.log.length;
  // After each action the control used is gone; the next one gets the focus, so a keyboard player
  // goes on from here instead of from the top of the page.
  useEffect(() => {
    const el = panel.current;
    if (!el || turn.types.size === 0) return;
    const active = document.activeElement;
    if (active && active !== document.body && !el.contains(active)) return;
    const first = el.querySelector<HTMLElement>("[data-action]:not([disabled]), summary, select");
    first?.focus({ preventScroll: true });
  }, [key, turn.types.size]);
  if (turn.seat === null || turn.types.size === 0) return null;
  const p: ControlProps = { compiled, view, turn, moves, onAct, log, notebook };
  return (
    <section
      className="turn-panel"
      ref={panel}
      aria-label={m.yourTurn(text.suspect(view.seats[turn.seat]?.suspect ?? ""))}
    >
      {actions.map(({ type, Control, shows }) =>
        Control && (shows ? shows(p) : turn.types.has(type as ActionType)) ? <Control key={type} {...p} /> : null,
      )}
    </section>
  );
}
