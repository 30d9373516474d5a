// ゲームの記録の共通の言葉（日本語）。できごとごとの文はそれぞれの行動のファイル（player/ui/actions/*.ja.ts）に。
// です・ます調で、カード名はそのまま（「ロープ」）。`who` は手番の人の名前か「あなた」。
import { formatList } from "../../../../i18n/format";
import type { LogMessages } from "../en/log";

const and = (xs: readonly string[]): string => formatList("ja", xs);

export const log: LogMessages = {
  title: "ゲームの記録",
  empty: "まだ何も起きていません。",
  you: "あなた",
  youObject: "あなた",
  list: and,
  sentences: (parts) => parts.join(""),
  questionFace: "？",
  faces: (faces) => faces.join("と"),

  turn: (turn, who, you) => `第${turn}手番（${you ? "あなた" : who}）`,
  clause: (parts) => parts.join(""),
  story: (head, clauses) =>
    `${head}${head && clauses.length ? "：" : head ? "。" : ""}${clauses.map((c) => (/[。！]$/.test(c) ? c : `${c}。`)).join("")}`,
  storyLabel: "この手番のできごと",
};
