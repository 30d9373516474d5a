// 手番を終える（日本語）。
import type { EndTurnMessages } from "./end-turn.en";

export const endTurn: EndTurnMessages = {
  button: "ターン終了",
  ended: (who) => `${who}が手番を終えました。`,
};
