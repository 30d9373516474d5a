// A secret passage, in English.
import type { EntryMessages } from "./types";

export const passage = {
  button: (room: string) => `Secret passage to ${room}`,
  log: {
    passage: (e, c) => `${c.who(e.seat)} took the secret passage from ${c.where(e.from)} to ${c.where(e.to)}.`,
  },
  story: { passage: (e, c) => `took the secret passage to ${c.where(e.to)}` },
} satisfies EntryMessages;

export type PassageMessages = typeof passage;
