// The end (data-testid="game-over"): who won or that nobody did, the envelope, and every hand, which the
// engine opens to everyone once the game is over.
import type { PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { APP, GAME } from "../i18n/messages";

export function GameOver({
  view,
  onNewGame,
  onExit,
  exitLabel,
}: {
  view: PlayerView;
  onNewGame?: () => void;
  onExit?: () => void;
  exitLabel?: string;
}) {
  const m = useMessages(GAME);
  const a = useMessages(APP);
  const text = useEditionText();
  const r = view.result;
  if (!r) return null;
  const who = (seat: number) => text.suspect(view.seats[seat]?.suspect ?? "");
  const headline = r.winner === null ? m.nobodyWon : r.winner === view.viewer ? m.youWin : m.winner(who(r.winner));
  return (
    <section className="game-over" data-testid="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{m.gameOver}</h2>
      <p className="headline" role="status">
        {headline}
      </p>
      {view.envelope && (
        <>
          <h3>{m.solution(text.terms.envelope)}</h3>
          <ul className="cards">
            {[view.envelope.suspect, view.envelope.weapon, view.envelope.room].map((c) => (
              <li key={c} className="card" data-card={c}>
                <span className="card-name">{text.card(c)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {view.hands && (
        <>
          <h3>{m.hands}</h3>
          <dl className="all-hands">
            {view.hands.map((h, i) => (
              <div key={i}>
                <dt>{who(i)}</dt>
                <dd>{h.map((c) => text.card(c)).join(", ")}</dd>
              </div>
            ))}
          </dl>
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
}
