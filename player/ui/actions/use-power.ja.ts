// 能力を使う（日本語）。
import type { UsePowerMessages } from "./use-power.en";

export const usePower: UsePowerMessages = {
  button: (name) => `能力を使う：${name}`,
  used: (who, power) => `${who}が能力「${power}」を使いました。`,
};
