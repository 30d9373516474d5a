// The words a notebook speaks in: the edition's terms, its card names, and what to call each seat.
import type { Edition, Terms } from "../../../../schemas/edition";

export type Pronoun = "she" | "he" | "they";

export interface Names {
  terms: Terms;
  /** Display name per card id (an id without a name is shown as is). */
  cards: Readonly<Record<string, string>>;
  /** Display name per seat. The observing seat is "you" in sentences whatever its name. */
  seats: readonly string[];
  /** Per seat; "they" when missing. */
  pronouns?: readonly Pronoun[];
  /** The face-down pool, as a noun phrase: "the face-down cards in the Sales Dept.". */
  pool?: string;
}

/** Names from a compiled edition; `seats` lists each seat's suspect id in seat order. */
export function namesFromEdition(edition: Edition, seats: readonly string[]): Names {
  const cards: Record<string, string> = {};
  for (const c of [...edition.suspects, ...edition.weapons, ...edition.rooms]) cards[c.id] = c.name;
  const seatNames = seats.map((id) => cards[id] ?? id);
  const deal = edition.rules.deal;
  const poolRoom = deal.kind === "equal" ? edition.rooms.find((r) => r.id === deal.leftovers) : undefined;
  const names: Names = { terms: edition.terms, cards, seats: seatNames, pronouns: seatNames.map(pronounOf) };
  return poolRoom ? { ...names, pool: `the face-down ${lower(edition.terms.cards)} in the ${poolRoom.name}` } : names;
}

/** Only an unmistakable honorific decides; anything else is "they". */
export function pronounOf(name: string): Pronoun {
  if (/^(Mrs|Miss|Ms|Madame|Mme|Lady|Dr\. Mrs)\b/.test(name)) return "she";
  if (/^(Mr|Sir|Lord|Monsieur)\b/.test(name)) return "he";
  return "they";
}

export const lower = (s: string): string => (s.length > 0 ? s[0]?.toLowerCase() + s.slice(1) : s);
