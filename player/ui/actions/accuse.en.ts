// The accusation, in English ("Accusation" and the envelope's name are the edition's terms).
import type { EntryMessages } from "./types";

export const accuse = {
  button: (term: string) => `Make an ${term}`,
  warning:
    "An accusation can not be taken back. If it is wrong you are out: you never move again, but you still show cards.",
  confirm: (term: string) => `Yes, make the ${term}`,
  cancel: "Cancel",
  log: {
    accused: (e, c) => {
      const [s, w, r] = c.three(e);
      const said = `${c.names.terms.accusation} by ${c.whom(e.seat)}: ${s}, ${w}, ${r}. It is ${e.correct ? "right" : "wrong"}.`;
      // A wrong accuser's own entry holds the envelope it looked in.
      return !e.correct && e.cards ? `${said} You looked in the ${c.names.terms.envelope}: ${c.cards(e.cards)}.` : said;
    },
  },
} satisfies EntryMessages;

export type AccuseMessages = typeof accuse;
