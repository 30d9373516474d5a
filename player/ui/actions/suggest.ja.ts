// 推理とその答え（日本語）。「推理」などの言葉はエディションのもの。
import type { SuggestMessages } from "./suggest.en";

export const suggest: SuggestMessages = {
  button: (term) => `${term}する`,
  heading: (term, room) => `${room} で${term}`,
  suggested: (term, who, suspect, weapon, room) => `${who}の${term}：${suspect}、${weapon}、${room}。`,
  story: (term, suspect, weapon, room) => `${term}：${suspect}、${weapon}、${room}`,
  weaponMoved: (weapon, room) => `${weapon}が${room}へ移されました。`,
  cannotDisprove: (who) => `${who}は反証できませんでした。`,
  mustShow: (who, whom) => `${who}は反証できるので、${whom}にカードを1枚見せます。`,
  notDisproved: (term) => `誰もこの${term}を反証できませんでした。`,
};
