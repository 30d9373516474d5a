// The suggestion and its answers, in English ("Rumor" and the other terms are the edition's). Who must
// show is told by the card shown (or, while the game waits, by the prompt and the status line), so the
// turn's story leaves it out, with the tokens and weapons called in.
import type { EntryMessages } from "./types";

export const suggest = {
  button: (term: string) => `Make a ${term}`,
  heading: (term: string, room: string) => `${term} in ${room}`,
  log: {
    suggested: (e, c) => {
      const [s, w, r] = c.three(e);
      return `${c.names.terms.suggestion} by ${c.whom(e.seat)}: ${s}, ${w}, ${r}.`;
    },
    "weapon-moved": (e, c) => `${c.card(e.weapon)} was moved to ${c.where(e.to)}.`,
    "cannot-disprove": (e, c) => `${c.who(e.seat)} could not disprove it.`,
    "must-show": (e, c) => `${c.who(e.seat)} can disprove it and must show ${c.whom(e.to)} a card.`,
    "not-disproved": (_, c) => `Nobody could disprove the ${c.names.terms.suggestion.toLowerCase()}.`,
  },
  story: {
    suggested: (e, c) => {
      const [s, w, r] = c.three(e);
      return `${c.names.terms.suggestion}: ${s} with ${w} in ${r}`;
    },
    "weapon-moved": false,
    "must-show": false,
  },
} satisfies EntryMessages;

export type SuggestMessages = typeof suggest;
