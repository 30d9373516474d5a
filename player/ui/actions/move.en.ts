// Moving the token, in English.
export const move = {
  hint: "Choose where to go: a highlighted square or room, or one from the list.",
  none: "Nowhere to go with this roll (a door may be blocked by a token): end your turn.",
  moved: (who: string, to: string) => `${who} moved to ${to}.`,
  story: (to: string) => `went to ${to}`,
};

export type MoveMessages = typeof move;
