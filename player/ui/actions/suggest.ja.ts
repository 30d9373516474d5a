// 推理とその答え（日本語）。「推理」などの言葉はエディションのもの。
import type { SuggestMessages } from "./suggest.en";

export const suggest: SuggestMessages = {
  button: (term) => `${term}する`,
  heading: (term, room) => `${room}で${term}`,
  log: {
    suggested: (e, c) => `${c.whom(e.seat)}の${c.names.terms.suggestion}：${c.three(e).join("、")}。`,
    "weapon-moved": (e, c) => `${c.card(e.weapon)}が${c.where(e.to)}へ移されました。`,
    "cannot-disprove": (e, c) => `${c.who(e.seat)}は反証できませんでした。`,
    "must-show": (e, c) => `${c.who(e.seat)}は反証できるので、${c.whom(e.to)}にカードを1枚見せます。`,
    "not-disproved": (_, c) => `誰もこの${c.names.terms.suggestion}を反証できませんでした。`,
  },
  story: {
    suggested: (e, c) => `${c.names.terms.suggestion}：${c.three(e).join("、")}`,
    "weapon-moved": false,
    "must-show": false,
  },
};
