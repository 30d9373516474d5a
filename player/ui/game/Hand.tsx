// The viewer's cards (data-testid="hand"), the cards shown to it, face-up cards and, once looked at, the
// face-down pool: all straight from the view, so nothing another seat holds unseen can appear.
import type { PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import "./Hand.css";

function kindOf(view: PlayerView, id: string, kinds: { suspects: Set<string>; weapons: Set<string> }): string {
  return kinds.suspects.has(id) ? "suspect" : kinds.weapons.has(id) ? "weapon" : "room";
}

export function Hand({ view, kinds }: { view: PlayerView; kinds: { suspects: Set<string>; weapons: Set<string> } }) {
  const m = useMessages(GAME);
  const text = useEditionText();
  // A card shown by another seat says who showed it under its name (in words, for a screen reader too).
  const card = (id: string, from?: string) => (
    <li key={id} className={`card card-${kindOf(view, id, kinds)}`} data-card={id}>
      <span className="card-kind">
        {kindOf(view, id, kinds) === "suspect"
          ? text.terms.suspect
          : kindOf(view, id, kinds) === "weapon"
            ? text.terms.weapon
            : text.terms.room}
      </span>
      <span className="card-name">{text.card(id)}</span>
      {from && <span className="card-from">{m.shownFrom(from)}</span>}
    </li>
  );
  const who = (seat: number) => text.suspect(view.seats[seat]?.suspect ?? "");
  return (
    <section className="hand-area" aria-label={m.hand}>
      <h2>{m.hand}</h2>
      <ul className="cards" data-testid="hand">
        {view.hand.map((c) => card(c))}
      </ul>
      {view.hand.length === 0 && <p>{m.handEmpty}</p>}
      {view.seen.length > 0 && (
        <>
          <h3>{m.seenHeading}</h3>
          <ul className="cards seen">
            {view.seen
              .filter((s, i, all) => all.findIndex((x) => x.card === s.card) === i)
              .map((s) => card(s.card, who(s.by)))}
          </ul>
        </>
      )}
      {view.faceUp.length > 0 && (
        <>
          <h3>{m.faceUpHeading}</h3>
          <ul className="cards">{view.faceUp.map((f) => card(f.card))}</ul>
        </>
      )}
      {view.pool.cards && view.pool.room && (
        <>
          <h3>{m.poolHeading(text.room(view.pool.room))}</h3>
          <ul className="cards">{view.pool.cards.map((c) => card(c))}</ul>
        </>
      )}
    </section>
  );
}
