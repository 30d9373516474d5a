// The Intrigue draw (The Office's module), in English.
const ordinal = (n: number) => {
  const t = n % 100;
  const s = t >= 11 && t <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${s}`;
};

export const drawIntrigue = {
  button: "Draw an Intrigue card",
  clock: (who: string, count: number, of: number) => `${who} drew a Clock card, the ${ordinal(count)} of ${of}.`,
  lastClock: (who: string, of: number) => `${who} drew the ${ordinal(of)} and last Clock card.`,
  keeper: (who: string, keeper: string) => `${who} drew a Keeper: ${keeper}.`,
  nothing: (who: string) => `${who} could draw no Intrigue card: the deck is empty.`,
};

export type DrawIntrigueMessages = typeof drawIntrigue;
