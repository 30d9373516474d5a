// Moving the token, in English.
import type { EntryMessages } from "./types";

export const move = {
  hint: "Choose where to go: a highlighted square or room, or one from the list.",
  none: "Nowhere to go with this roll (a door may be blocked by a token): end your turn.",
  log: { moved: (e, c) => `${c.who(e.seat)} moved to ${c.where(e.to)}.` },
  story: { moved: (e, c) => `went to ${c.where(e.to)}` },
} satisfies EntryMessages;

export type MoveMessages = typeof move;
