// Showing a card to disprove, in English. A suspect's card is told from the person ("showed the Mr. Green
// card"); the card is named only to the two seats of the showing (the engine merges it into their entries).
import type { EntryMessages } from "./types";

export const showCard = {
  heading: (to: string) => `Show ${to} one of your cards`,
  button: (card: string) => `Show ${card}`,
  log: {
    "card-shown": (e, c) =>
      e.card
        ? `${c.who(e.seat)} showed ${c.suspects.has(e.card) ? `the ${c.card(e.card)} card` : c.card(e.card)} to ${c.whom(e.to)}.`
        : `${c.who(e.seat)} showed ${c.whom(e.to)} a card.`,
  },
} satisfies EntryMessages;

export type ShowCardMessages = typeof showCard;
