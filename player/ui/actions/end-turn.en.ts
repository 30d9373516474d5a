// Ending the turn, in English.
export const endTurn = {
  button: "End turn",
  ended: (who: string) => `${who} ended the turn.`,
};

export type EndTurnMessages = typeof endTurn;
