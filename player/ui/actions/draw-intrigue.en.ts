// The Intrigue draw (The Office's module), in English.
import type { EntryMessages } from "./types";

const ordinal = (n: number) => {
  const t = n % 100;
  const s = t >= 11 && t <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${s}`;
};

export const drawIntrigue = {
  button: "Draw an Intrigue card",
  log: {
    "intrigue-drawn": (e, c) => {
      const d = e.drawn;
      const who = c.who(e.seat);
      if (d.kind === "keeper") return `${who} drew a Keeper: ${c.names.keeper(d.keeper).name}.`;
      if (d.kind !== "clock") return `${who} could draw no Intrigue card: the deck is empty.`;
      return d.last
        ? `${who} drew the ${ordinal(c.clocks || d.count)} and last Clock card.`
        : `${who} drew a Clock card, the ${ordinal(d.count)} of ${c.clocks}.`;
    },
  },
} satisfies EntryMessages;

export type DrawIntrigueMessages = typeof drawIntrigue;
