// The turn's controls, in the edition's words, exactly those `legalTypes` allows: roll or take a
// passage, move (the destinations list), suggest, show a card, the extras, accuse, end the turn.
import { useEffect, useRef } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Action, PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { AccuseForm } from "./AccuseForm";
import { Destinations } from "./Destinations";
import { Extras } from "./Extras";
import { ShowCard } from "./ShowCard";
import { SuggestForm } from "./SuggestForm";
import type { Turn } from "./useTurn";

export interface TurnPanelProps {
  compiled: CompiledEdition;
  view: PlayerView;
  turn: Turn;
  moves: ReadonlyMap<number, Action>;
  onAct: (a: Action) => void;
}

export function TurnPanel({ compiled, view, turn, moves, onAct }: TurnPanelProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const panel = useRef<HTMLElement>(null);
  const suspectOf = (seat: number) => view.seats[seat]?.suspect ?? "";
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
  const me = view.tokens[turn.seat];
  const known = new Set([
    ...view.hand,
    ...view.seen.map((x) => x.card),
    ...view.faceUp.map((x) => x.card),
    ...(view.pool.cards ?? []),
  ]);
  const { deal } = compiled.edition.rules;
  const poolRoom = deal.kind === "equal" ? deal.leftovers : null;
  const lookOnEntry = deal.kind === "equal" && !!deal.lookOnEntry;
  const waitingTo = view.waiting && view.waiting.seat === turn.seat ? text.suspect(suspectOf(view.waiting.to)) : "";
  return (
    <section className="turn-panel" ref={panel} aria-label={m.yourTurn(text.suspect(suspectOf(turn.seat)))}>
      {turn.types.has("show-card") && <ShowCard actions={turn.list("show-card")} to={waitingTo} onAct={onAct} />}
      <div className="turn-buttons">
        {turn.types.has("roll") && (
          <button
            type="button"
            data-action="roll"
            className="primary"
            onClick={() => onAct(turn.list("roll")[0] as Action)}
          >
            {m.roll}
          </button>
        )}
        {turn.list("passage").map((a) => (
          <button key={a.room} type="button" data-action="passage" onClick={() => onAct(a)}>
            {m.passage(text.room(a.room))}
          </button>
        ))}
      </div>
      {turn.types.has("move") && (
        <>
          <p className="hint">{m.moveHint}</p>
          <Destinations compiled={compiled} view={view} moves={moves} onMove={onAct} />
        </>
      )}
      {view.turn.phase === "rolled" && !turn.types.has("move") && turn.types.has("end-turn") && (
        <p className="hint">{m.noMoves}</p>
      )}
      {turn.types.has("suggest") && (
        <SuggestForm actions={turn.list("suggest")} room={me?.room ?? null} known={known} onAct={onAct} />
      )}
      <Extras
        turn={turn}
        suspectOf={suspectOf}
        poolRoom={poolRoom}
        lookOrAccuse={lookOnEntry && turn.types.has("accuse")}
        onAct={onAct}
      />
      {turn.types.has("accuse") && <AccuseForm actions={turn.list("accuse")} known={known} onAct={onAct} />}
      {turn.types.has("end-turn") && (
        <button type="button" data-action="end-turn" onClick={() => onAct(turn.list("end-turn")[0] as Action)}>
          {m.endTurn}
        </button>
      )}
    </section>
  );
}
