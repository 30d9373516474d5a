// The end (data-testid="game-over"): who won or that nobody did, and how (the right accusation and what
// it named, or the last player in); the envelope opened, as cards; and every hand, which the engine's view
// lays open to everyone once the game is over. The result's heading takes the focus when the game ends,
// so a keyboard or screen reader player lands on it instead of on a control that has just gone.
import { useEffect, useRef } from "react";
import type { PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { APP, GAME } from "../i18n/messages";
import { isolate, Name, say } from "../i18n/names";
import { Card, type Kinds } from "./Card";
import "./GameOver.css";

export interface GameOverProps {
  view: PlayerView;
  kinds: Kinds;
  onNewGame?: () => void;
  onExit?: () => void;
  exitLabel?: string;
}

export function GameOver({ view, kinds, onNewGame, onExit, exitLabel }: GameOverProps) {
  const m = useMessages(GAME);
  const a = useMessages(APP);
  const text = useEditionText();
  const heading = useRef<HTMLHeadingElement>(null);
  const r = view.result;
  const over = r !== null;
  // Once, when the result appears: later renders of the same result leave the focus where it is.
  useEffect(() => {
    if (over) heading.current?.focus();
  }, [over]);
  if (!r) return null;
  const who = (seat: number) => text.suspect(view.seats[seat]?.suspect ?? "");
  const you = r.winner !== null && r.winner === view.viewer;
  const headline = r.winner === null ? m.nobodyWon : you ? m.youWin : say(m.winner, isolate(who(r.winner)));
  return (
    <section className="game-over" data-testid="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title" ref={heading} tabIndex={-1}>
        <span className="game-over-label">{m.gameOver}</span> <span className="headline">{headline}</span>
      </h2>
      <p className="game-over-how">{how(r.winner, r.reason)}</p>
      {view.envelope && (
        <>
          <h3>{m.solution(text.terms.envelope)}</h3>
          <ul className="cards envelope">
            {[view.envelope.suspect, view.envelope.weapon, view.envelope.room].map((c) => (
              <Card key={c} id={c} kinds={kinds} />
            ))}
          </ul>
        </>
      )}
      {view.hands && (
        <>
          <h3>{m.hands}</h3>
          <ul className="all-hands">
            {view.hands.map((h, i) => {
              const out = view.seats[i]?.out;
              return (
                <li key={i} className={out ? "is-out" : undefined}>
                  <span className="all-hands-who">
                    <Name>{who(i)}</Name>
                    {i === view.viewer && m.youMark}
                    {out && ` · ${out === "clock" ? m.outByClock : m.out}`}
                  </span>
                  <ul className="cards">
                    {h.map((c) => (
                      <Card key={c} id={c} kinds={kinds} small />
                    ))}
                  </ul>
                </li>
              );
            })}
            {view.pool.room && view.pool.cards && view.pool.cards.length > 0 && (
              <li>
                <span className="all-hands-who">{m.poolHeading(text.room(view.pool.room))}</span>
                <ul className="cards">
                  {view.pool.cards.map((c) => (
                    <Card key={c} id={c} kinds={kinds} small />
                  ))}
                </ul>
              </li>
            )}
          </ul>
        </>
      )}
      <div className="game-over-actions">
        {onNewGame && (
          <button type="button" data-action="new-game" className="primary" onClick={onNewGame}>
            {a.newGame}
          </button>
        )}
        {onExit && (
          <button type="button" onClick={onExit}>
            {exitLabel ?? a.exit}
          </button>
        )}
      </div>
    </section>
  );

  function how(winner: number | null, reason: NonNullable<PlayerView["result"]>["reason"]) {
    if (winner === null) return m.everyoneOut(text.terms.envelope);
    if (reason === "last-player") return say(m.wonLastStanding, isolate(who(winner)), you);
    // The winning accusation as the seat's records have it; it named what the envelope holds.
    const record = view.records.find((x) => x.kind === "accusation" && x.correct && x.by === winner);
    const named =
      record?.kind === "accusation"
        ? record.named
        : view.envelope
          ? [view.envelope.suspect, view.envelope.weapon, view.envelope.room]
          : null;
    if (!named) return null;
    const [s, w, room] = named;
    return say(
      m.wonByAccusation,
      text.terms.accusation,
      isolate(who(winner)),
      you,
      isolate(text.card(s ?? "")),
      isolate(text.card(w ?? "")),
      isolate(text.card(room ?? "")),
    );
  }
}
