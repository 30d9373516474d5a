// Playing a Keeper (The Office's Intrigue module), in English. What its effect did is the game's sentence
// (game.en.ts), said after this one.
import type { EntryMessages } from "./types";

export const playKeeper = {
  button: (name: string) => `Play ${name}`,
  log: {
    effect: (e, c) =>
      "keeper" in e.source ? `${c.who(e.seat)} played the Keeper ${c.names.keeper(e.source.keeper).name}.` : null,
  },
} satisfies EntryMessages;

export type PlayKeeperMessages = typeof playKeeper;
