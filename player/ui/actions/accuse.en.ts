// The accusation, in English ("Accusation" and the envelope's name are the edition's terms).
import type { EntryMessages } from "./types";

export const accuse = {
  button: (term: string) => `Make an ${term}`,
  warning:
    "An accusation can not be taken back. If it is wrong you are out: you never move again, but you still show cards.",
  confirm: (term: string) => `Yes, make the ${term}`,
  cancel: "Cancel",
  /** Where the accusation would be, while the edition allows it in one room only and not now. */
  onlyIn: (term: string, room: string, onEntry: boolean) =>
    `An ${term} can be made only in ${room}${onEntry ? ", in a turn you move into it" : ""}.`,
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
