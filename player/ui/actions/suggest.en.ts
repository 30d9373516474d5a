// The suggestion and its answers, in English ("Rumor" and the other terms are the edition's).
export const suggest = {
  button: (term: string) => `Make a ${term}`,
  heading: (term: string, room: string) => `${term} in ${room}`,
  suggested: (term: string, who: string, suspect: string, weapon: string, room: string) =>
    `${term} by ${who}: ${suspect}, ${weapon}, ${room}.`,
  story: (term: string, suspect: string, weapon: string, room: string) =>
    `${term}: ${suspect} with ${weapon} in ${room}`,
  weaponMoved: (weapon: string, room: string) => `${weapon} was moved to ${room}.`,
  cannotDisprove: (who: string) => `${who} could not disprove it.`,
  mustShow: (who: string, whom: string) => `${who} can disprove it and must show ${whom} a card.`,
  notDisproved: (term: string) => `Nobody could disprove the ${term.toLowerCase()}.`,
};

export type SuggestMessages = typeof suggest;
