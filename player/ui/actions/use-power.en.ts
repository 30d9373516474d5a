// A suspect's Personality power (The Office's module), in English.
export const usePower = {
  button: (name: string) => `Use your power: ${name}`,
  used: (who: string, power: string) => `${who} used the power ${power}.`,
};

export type UsePowerMessages = typeof usePower;
