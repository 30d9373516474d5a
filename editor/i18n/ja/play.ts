// テストプレイの準備。
import type { Play } from "../en/play";

export const play: Play = {
  play: {
    back: "エディターに戻る",
    needClean: "テストプレイの前にエラーをすべて直してください。",
    title: ({ name }) => `「${name}」をテストプレイ`,
    players: "人数",
    human: "最初の席は自分で遊ぶ（ほかはコンピュータ）",
    level: "コンピュータの強さ",
    "level.random": "でたらめ",
    "level.easy": "やさしい",
    "level.medium": "ふつう",
    "level.hard": "つよい",
    pace: "進む速さ",
    "pace.normal": "ふつう",
    "pace.fast": "速い",
    "pace.instant": "待たない",
    seed: "シード",
    start: "ゲームを始める",
  },
};
