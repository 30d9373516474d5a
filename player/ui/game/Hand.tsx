// The viewer's cards (data-testid="hand"), its Keepers, the cards shown to it, face-up cards and, once
// looked at, the face-down pool: all straight from the view, so nothing another seat holds unseen can appear.
import type { PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { Card, KeeperCard, type Kinds } from "./Card";
import "./Hand.css";

export function Hand({ view, kinds }: { view: PlayerView; kinds: Kinds }) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const who = (seat: number) => text.suspect(view.seats[seat]?.suspect ?? "");
  // Keepers lie face up in front of their holder: the view has them for every seat.
  const keepers = typeof view.viewer === "number" ? (view.seats[view.viewer]?.keepers ?? []) : [];
  return (
    <section className="hand-area" aria-label={m.hand}>
      <h2>{m.hand}</h2>
      <ul className="cards" data-testid="hand">
        {view.hand.map((c) => (
          <Card key={c} id={c} kinds={kinds} />
        ))}
      </ul>
      {view.hand.length === 0 && <p>{m.handEmpty}</p>}
      {keepers.length > 0 && (
        <>
          <h3>{m.keepers}</h3>
          <ul className="cards keepers">
            {keepers.map((k, i) => (
              <KeeperCard key={`${k}:${i}`} id={k} />
            ))}
          </ul>
        </>
      )}
      {view.seen.length > 0 && (
        <>
          <h3>{m.seenHeading}</h3>
          <ul className="cards seen">
            {view.seen
              .filter((s, i, all) => all.findIndex((x) => x.card === s.card) === i)
              .map((s) => (
                <Card key={s.card} id={s.card} kinds={kinds} from={who(s.by)} />
              ))}
          </ul>
        </>
      )}
      {view.faceUp.length > 0 && (
        <>
          <h3>{m.faceUpHeading}</h3>
          <ul className="cards">
            {view.faceUp.map((f) => (
              <Card key={f.card} id={f.card} kinds={kinds} />
            ))}
          </ul>
        </>
      )}
      {view.pool.cards && view.pool.room && (
        <>
          <h3>{m.poolHeading(text.room(view.pool.room))}</h3>
          <ul className="cards">
            {view.pool.cards.map((c) => (
              <Card key={c} id={c} kinds={kinds} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
