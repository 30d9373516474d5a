// Playing a Keeper (The Office's Intrigue module), in English.
export const playKeeper = {
  button: (name: string) => `Play ${name}`,
  played: (who: string, keeper: string) => `${who} played the Keeper ${keeper}.`,
};

export type PlayKeeperMessages = typeof playKeeper;
