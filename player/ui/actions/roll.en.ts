// Rolling the dice, in English.
const steps = (n: number) => (n === 1 ? "1 step" : `${n} steps`);

export const roll = {
  button: "Roll the dice",
  rolled: (who: string, faces: string, n: number) => `${who} rolled ${faces}: ${steps(n)}.`,
  story: (faces: string, n: number) => `rolled ${faces}: ${steps(n)}`,
};

export type RollMessages = typeof roll;
