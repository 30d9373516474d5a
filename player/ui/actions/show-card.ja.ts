// 反証のためにカードを見せる（日本語）。
import type { ShowCardMessages } from "./show-card.en";

export const showCard: ShowCardMessages = {
  heading: (to) => `${to} にカードを 1 枚見せてください`,
  button: (card) => `${card} を見せる`,
  shown: (who, whom) => `${who}が${whom}にカードを1枚見せました。`,
  shownSeen: (who, whom, card) => `${who}が${whom}に「${card}」を見せました。`,
  // 「」で括るので、人物とカードを取り違えることはない。
  oneCard: (name) => name,
};
