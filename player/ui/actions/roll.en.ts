// Rolling the dice, in English.
import type { EntryMessages } from "./types";

const steps = (n: number) => (n === 1 ? "1 step" : `${n} steps`);

export const roll = {
  button: "Roll the dice",
  log: { rolled: (e, c) => `${c.who(e.seat)} rolled ${c.faces(e.faces)}: ${steps(e.steps)}.` },
  story: { rolled: (e, c) => `rolled ${c.faces(e.faces)}: ${steps(e.steps)}` },
} satisfies EntryMessages;

export type RollMessages = typeof roll;
