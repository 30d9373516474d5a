// 告発（日本語）。「告発」や封筒の名前はエディションの言葉。
import type { AccuseMessages } from "./accuse.en";

export const accuse: AccuseMessages = {
  button: (term) => `${term}する`,
  warning: "告発は取り消せません。外れたら脱落です。もう動けませんが、カードを見せる役目は続きます。",
  confirm: (term) => `はい、${term}します`,
  cancel: "やめる",
  right: (term, who, suspect, weapon, room) => `${who}の${term}：${suspect}、${weapon}、${room}。正解です。`,
  wrong: (term, who, suspect, weapon, room) => `${who}の${term}：${suspect}、${weapon}、${room}。はずれです。`,
  envelopeSeen: (envelope, cards) => `あなたは${envelope}の中を見ました：${cards}。`,
};
