// Showing a card to disprove, in English. A suspect's card is told from the person ("showed the Mr. Green
// card"); the card is named only to the two seats of the showing (the engine merges it into their entries).
import type { EntryMessages } from "./types";

/** A name that brings its own article ("The Conductor") takes no second one: "showed The Conductor card". */
const ownArticle = (name: string) => /^[\u2066-\u2069\u200e\u200f]*(the|a|an)\s/i.test(name);
const suspectCard = (name: string) => (ownArticle(name) ? `${name} card` : `the ${name} card`);

export const showCard = {
  heading: (to: string) => `Show ${to} one of your cards`,
  button: (card: string) => `Show ${card}`,
  log: {
    "card-shown": (e, c) =>
      e.card
        ? `${c.who(e.seat)} showed ${c.suspects.has(e.card) ? suspectCard(c.card(e.card)) : c.card(e.card)} to ${c.whom(e.to)}.`
        : `${c.who(e.seat)} showed ${c.whom(e.to)} a card.`,
  },
} satisfies EntryMessages;

export type ShowCardMessages = typeof showCard;
