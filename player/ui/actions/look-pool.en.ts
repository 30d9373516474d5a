// Looking at the face-down cards (a deal that leaves some in a room), in English.
export const lookPool = {
  button: (room: string) => `Look at the face-down cards in ${room}`,
  /** The same, where looking is instead of accusing: said on the button, before it is pressed. */
  instead: (room: string, accusation: string) =>
    `Look at the face-down cards in ${room} (uses up this turn's ${accusation})`,
  looked: (who: string, room: string) => `${who} looked at the face-down cards in ${room}.`,
  lookedSeen: (room: string, cards: string) => `You looked at the face-down cards in ${room}: ${cards}.`,
};

export type LookPoolMessages = typeof lookPool;
