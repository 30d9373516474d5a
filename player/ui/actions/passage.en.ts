// A secret passage, in English.
export const passage = {
  button: (room: string) => `Secret passage to ${room}`,
  passage: (who: string, from: string, to: string) => `${who} took the secret passage from ${from} to ${to}.`,
  story: (to: string) => `took the secret passage to ${to}`,
};

export type PassageMessages = typeof passage;
