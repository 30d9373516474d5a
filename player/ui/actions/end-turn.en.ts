// Ending the turn, in English. The turn's story leaves it out: the next turn's header says it.
import type { EntryMessages } from "./types";

export const endTurn = {
  button: "End turn",
  log: { "turn-ended": (e, c) => `${c.who(e.seat)} ended the turn.` },
  story: { "turn-ended": false },
} satisfies EntryMessages;

export type EndTurnMessages = typeof endTurn;
