// 反証のためにカードを見せる（日本語）。カード名は「」で括るので、人物とカードを取り違えることはない。
import type { ShowCardMessages } from "./show-card.en";

export const showCard: ShowCardMessages = {
  heading: (to) => `${to}にカードを 1 枚見せてください`,
  button: (card) => `${card}を見せる`,
  log: {
    "card-shown": (e, c) =>
      e.card
        ? `${c.who(e.seat)}が${c.whom(e.to)}に「${c.card(e.card)}」を見せました。`
        : `${c.who(e.seat)}が${c.whom(e.to)}にカードを1枚見せました。`,
  },
};
