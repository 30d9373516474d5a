// Everyone at the table: suspect, human or computer, cards held, out or not, Keepers face up, the power
// used; and the Intrigue deck with the Clock count and what the last Clock does, which everyone sees.
// Names are isolated (a right-to-left name keeps its place in the line) and break rather than widen it.
import type { PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { APP, GAME } from "../i18n/messages";
import { Name } from "../i18n/names";
import "./Seats.css";

export function Seats({ view, colors }: { view: PlayerView; colors: ReadonlyMap<string, string> }) {
  const m = useMessages(GAME);
  const a = useMessages(APP);
  const text = useEditionText();
  const acting = view.waiting?.seat ?? view.turn.seat;
  return (
    <section className="seats" aria-label={m.players}>
      <h2 className="sr-only">{m.players}</h2>
      {view.intrigue && (
        <p className="clock">
          <span className="sr-only">{m.clockLabel(view.intrigue.clocksUp, view.intrigue.clocks)}</span>
          <span aria-hidden="true">
            {m.clock(view.intrigue.clocksUp, view.intrigue.clocks)}
            <span className="clock-last"> ({m.clockLast(view.intrigue.clocks)})</span>
          </span>
          <span className="deck"> · {m.intrigueDeck(view.intrigue.deck)}</span>
        </p>
      )}
      <ol>
        {view.seats.map((s, i) => (
          <li
            key={s.suspect}
            className={`seat${i === acting && !view.result ? " acting" : ""}${s.out ? " is-out" : ""}`}
            aria-current={i === acting && !view.result ? "true" : undefined}
          >
            <span className="swatch" style={{ background: colors.get(s.suspect) }} aria-hidden="true" />
            <span className="seat-name">
              <Name>{text.suspect(s.suspect)}</Name>
              {i === view.viewer && m.youMark}
            </span>
            <span className="seat-meta">
              {s.controller.kind === "bot"
                ? ((Object.hasOwn(a.levels, s.controller.level) ? a.levels[s.controller.level] : undefined) ??
                  m.computer(s.controller.level))
                : a.human}{" "}
              · {m.cardsHeld(s.handSize)}
              {s.out && ` · ${s.out === "clock" ? m.outByClock : m.out}`}
              {text.power(s.suspect).name && ` · ${m.power(text.power(s.suspect).name, s.powerUsed)}`}
            </span>
            {s.keepers.length > 0 && (
              <span className="seat-keepers">
                {m.keepers}:{" "}
                {s.keepers.map((k, j) => (
                  <span key={`${k}:${j}`} title={text.keeper(k).text}>
                    {j > 0 && ", "}
                    {text.keeper(k).name}
                  </span>
                ))}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
