// A card drawn as a card (data-card): its kind in the edition's words, its name, and who showed it. The
// hand, the cards shown, the pool and the end of the game draw theirs with it. A Keeper (The Office's
// Intrigue) is a card too, with its text to read; it is no card of the deal, so it carries data-keeper.
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { isolate, Name, say } from "../i18n/names";
import "./Hand.css";

export interface Kinds {
  suspects: ReadonlySet<string>;
  weapons: ReadonlySet<string>;
}

function cardKind(id: string, kinds: Kinds): "suspect" | "weapon" | "room" {
  return kinds.suspects.has(id) ? "suspect" : kinds.weapons.has(id) ? "weapon" : "room";
}

/** One card, as an item of a list of cards (`<ul className="cards">`). */
export function Card({ id, kinds, from, small }: { id: string; kinds: Kinds; from?: string; small?: boolean }) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const kind = cardKind(id, kinds);
  const name = text.card(id);
  return (
    // The title holds the whole name where a long one is cut to three lines.
    <li className={`card card-${kind}${small ? " card-small" : ""}`} data-card={id} title={name}>
      <span className="card-kind">{text.terms[kind]}</span>
      <span className="card-name">
        <Name>{name}</Name>
      </span>
      {from !== undefined && <span className="card-from">{say(m.shownFrom, isolate(from))}</span>}
    </li>
  );
}

/** A Keeper the viewer holds: its name and what it does, in full. */
export function KeeperCard({ id }: { id: string }) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const k = text.keeper(id);
  return (
    <li className="card card-keeper" data-keeper={id}>
      <span className="card-kind">{m.keeper}</span>
      <span className="card-name">{k.name}</span>
      <span className="card-text">{k.text}</span>
    </li>
  );
}
