// リプレイ（日本語）。
import type { ReplayMessages } from "../en/replay";

export const replay: ReplayMessages = {
  title: "リプレイ",
  help: "あなたが見たとおりにゲームをたどれます。左右の矢印キーで1手ずつ、Page UpとPage Downで手番ごとに移動します。",
  step: (k, n) => `${n}手中${k}手目`,
  slider: "手数",
  deal: "カードが配られました。",
  turn: (turn, name) => `第${turn}手番：${name}`,
  first: "最初へ",
  previousTurn: "前の手番",
  back: "1手戻る",
  forward: "1手進む",
  nextTurn: "次の手番",
  last: "最後へ",
  happened: "この手で起きたこと",
  nothing: "あなたに見えたことはありません。",
  hand: "あなたの手札",
  hands: "全員の手札",
  handOf: (name) => name,
  pool: (room) => `${room}の裏向きのカード`,
  openHands: "全員の手札を表示（ゲーム終了後）",
  board: (step) => `${step}手目のボード`,
  broken: (step, why) => `このゲームは再現できません。${step}手目が受け付けられませんでした（${why}）。`,
};
