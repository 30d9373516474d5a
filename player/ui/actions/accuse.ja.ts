// 告発（日本語）。「告発」や封筒の名前はエディションの言葉。
import type { AccuseMessages } from "./accuse.en";

export const accuse: AccuseMessages = {
  button: (term) => `${term}する`,
  warning: "告発は取り消せません。外れたら脱落です。もう動けませんが、カードを見せる役目は続きます。",
  confirm: (term) => `はい、${term}します`,
  cancel: "やめる",
  onlyIn: (term, room, onEntry) => `${term}は${room}${onEntry ? "に入った手番" : ""}でだけできます。`,
  log: {
    accused: (e, c) => {
      const said = `${c.whom(e.seat)}の${c.names.terms.accusation}：${c.three(e).join("、")}。${e.correct ? "正解" : "はずれ"}です。`;
      return !e.correct && e.cards
        ? `${said}あなたは${c.names.terms.envelope}の中を見ました：${c.cards(e.cards)}。`
        : said;
    },
  },
};
