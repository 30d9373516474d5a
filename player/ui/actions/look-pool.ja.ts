// 伏せ札を見る（日本語）。
import type { LookPoolMessages } from "./look-pool.en";

export const lookPool: LookPoolMessages = {
  button: (room) => `${room}の伏せ札を見る`,
  instead: (room, accusation) => `${room}の伏せ札を見る（この手番の${accusation}はできなくなります）`,
  log: {
    "pool-looked": (e, c) => {
      const room = c.card(c.poolRoom ?? "");
      return e.cards
        ? `あなたは${room}の裏向きのカードを見ました：${c.cards(e.cards)}。`
        : `${c.who(e.seat)}が${room}の裏向きのカードを見ました。`;
    },
  },
};
