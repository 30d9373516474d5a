// The accusation, in English ("Accusation" and the envelope's name are the edition's terms).
export const accuse = {
  button: (term: string) => `Make an ${term}`,
  warning:
    "An accusation can not be taken back. If it is wrong you are out: you never move again, but you still show cards.",
  confirm: (term: string) => `Yes, make the ${term}`,
  cancel: "Cancel",
  right: (term: string, who: string, suspect: string, weapon: string, room: string) =>
    `${term} by ${who}: ${suspect}, ${weapon}, ${room}. It is right.`,
  wrong: (term: string, who: string, suspect: string, weapon: string, room: string) =>
    `${term} by ${who}: ${suspect}, ${weapon}, ${room}. It is wrong.`,
  envelopeSeen: (envelope: string, cards: string) => `You looked in the ${envelope}: ${cards}.`,
};

export type AccuseMessages = typeof accuse;
