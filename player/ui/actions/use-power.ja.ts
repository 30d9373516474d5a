// 能力を使う（日本語）。
import type { UsePowerMessages } from "./use-power.en";

export const usePower: UsePowerMessages = {
  button: (name) => `能力を使う：${name}`,
  log: {
    effect: (e, c) =>
      "power" in e.source
        ? `${c.who(e.seat)}が能力「${c.names.power(c.seats[e.seat]?.suspect ?? "").name || e.source.power}」を使いました。`
        : null,
  },
};
