// The words a notebook's reasons name, for one viewer of one edition in one language.
import type { Edition } from "../../../schemas/edition";
import type { Seat } from "../../engine";
import type { ReasonWords } from "../i18n/en/notebook";
import type { EditionText } from "../../../edition/text";

export function reasonWords(
  edition: Edition,
  text: EditionText,
  seats: readonly { suspect: string }[],
  you: Seat,
): ReasonWords {
  const deal = edition.rules.deal;
  const kinds = { suspect: text.terms.suspect, weapon: text.terms.weapon, room: text.terms.room };
  const suspects = new Set(edition.suspects.map((s) => s.id));
  return {
    card: (id) => text.card(id),
    isSuspect: (id) => suspects.has(id),
    seat: (s) => text.suspect(seats[s]?.suspect ?? ""),
    you,
    envelope: text.terms.envelope,
    poolRoom: deal.kind === "equal" ? text.room(deal.leftovers) : "",
    kind: (k) => kinds[k],
    suggestion: text.terms.suggestion,
    accusation: text.terms.accusation,
    cardsTerm: text.terms.cards,
  };
}
