// Looking at the face-down cards (a deal that leaves some in a room), in English.
import type { EntryMessages } from "./types";

export const lookPool = {
  button: (room: string) => `Look at the face-down cards in ${room}`,
  /** The same, where looking is instead of accusing: said on the button, before it is pressed. */
  instead: (room: string, accusation: string) =>
    `Look at the face-down cards in ${room} (uses up this turn's ${accusation})`,
  log: {
    "pool-looked": (e, c) => {
      const room = c.card(c.poolRoom ?? "");
      return e.cards
        ? `You looked at the face-down cards in ${room}: ${c.cards(e.cards)}.`
        : `${c.who(e.seat)} looked at the face-down cards in ${room}.`;
    },
  },
} satisfies EntryMessages;

export type LookPoolMessages = typeof lookPool;
