// A suspect's Personality power (The Office's module), in English. The event names the power in the
// edition's own words; the seat's suspect finds its translation. What it did is the game's sentence.
import type { EntryMessages } from "./types";

export const usePower = {
  button: (name: string) => `Use your power: ${name}`,
  log: {
    effect: (e, c) =>
      "power" in e.source
        ? `${c.who(e.seat)} used the power ${c.names.power(c.seats[e.seat]?.suspect ?? "").name || e.source.power}.`
        : null,
  },
} satisfies EntryMessages;

export type UsePowerMessages = typeof usePower;
