// Showing a card to disprove, in English.
export const showCard = {
  heading: (to: string) => `Show ${to} one of your cards`,
  button: (card: string) => `Show ${card}`,
  shown: (who: string, whom: string) => `${who} showed ${whom} a card.`,
  shownSeen: (who: string, whom: string, card: string) => `${who} showed ${card} to ${whom}.`,
  /** A card on its own after a verb: a suspect's card is told from the person ("showed the Mr. Green card"). */
  oneCard: (name: string, suspect: boolean) => (suspect ? `the ${name} card` : name),
};

export type ShowCardMessages = typeof showCard;
