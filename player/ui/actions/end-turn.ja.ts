// 手番を終える（日本語）。
import type { EndTurnMessages } from "./end-turn.en";

export const endTurn: EndTurnMessages = {
  button: "ターン終了",
  log: { "turn-ended": (e, c) => `${c.who(e.seat)}が手番を終えました。` },
  story: { "turn-ended": false },
};
