// The balance report's words in Japanese: the same keys as en.ts, typed after it (a missing key fails the
// type check).
import type { ReportWords } from "./en";

export const reportJa: ReportWords = {
  lang: "ja",
  title: (name) => `バランスレポート：${name}`,
  summary: (games, players, bots, seed, none, nonePct, wrong, suggestions) =>
    `${games} ゲーム、${players} 人、ボット ${bots}、シード ${seed}。勝者なし ${none} 回（${nonePct}）。誤った告発 ${wrong} 回。1 ゲームあたりの推理 ${suggestions} 回。`,
  verdict: "判定",
  winsBySeat: "席ごとの勝利数",
  fairSeat: (pct) => `公平な取り分は各席 ${pct}% で、棒グラフを横切る黒い線がそれです。`,
  fairShare: "公平な取り分",
  seat: "席",
  wins: "勝利",
  shareInterval: "割合（95 % 区間）",
  winsByLevel: "レベルごとの勝利数",
  oneLevel: (level) =>
    `すべての席が ${level} でプレイしたので、この実行で比べられるのは席であってレベルではありません。レベルが取り分どおりに勝つかを見るには、席ごとに違うレベルを指定してください。たとえば`,
  stop: "。",
  levelShare:
    "レベルの公平な取り分は、そのレベルが占める席の割合です。全席が同じレベルなら、そのレベルの取り分はすべてです。",
  level: "レベル",
  seatOrder: "席順",
  seatOrderText:
    "各レベルが各席から勝った割合です（席 1 が最初の手番）。レベルの一覧はゲームごとに席を回るので、この表ではその回転を戻しています。最初の席に有利さがあれば、ここに表れます。",
  seatN: (n) => `席 ${n}`,
  turnsToFinish: "決着までの手番数",
  turnsText: (mean, each, median, max) =>
    `勝利の告発までの全プレイヤーの手番の合計：平均 ${mean}（1 人あたり約 ${each} 手番）、中央値 ${median}、最長 ${max}。`,
  turns: "手番",
  games: "ゲーム",
  rooms: "部屋",
  roomsText:
    "入室：プレイヤーがサイコロか秘密の抜け道でその部屋に入った回数です（ほかの人の推理で連れて来られたコマは数えません。そのため、入室より推理の回数が多い部屋もあります）。推理：そこで行われた推理の回数です。部屋のカードを尋ねられるのはその部屋の中だけなので、推理の少ない部屋は、カードを知るのが難しい部屋です。",
  room: "部屋",
  entered: "入室",
  suggestedIn: "推理",
  heatMap: "ヒートマップ",
  heatText: "赤：コマがそのマスで止まった回数。青：その部屋に入った回数。",
  distances: "部屋どうしの距離",
  distancesText: "ある部屋の中から別の部屋に入るまでの最少の歩数です（秘密の抜け道は数えません）。",
  stopsOn: (cell, n) => `${cell}：${n} 回停止`,
  entries: (room, n) => `${room}：${n} 回入室`,
  startsHere: (name) => `${name}のスタート`,
  passage: (a, b) => `秘密の抜け道：${a} – ${b}`,
  stopsScale: "マスで止まった回数",
  entriesScale: "部屋に入った回数",
  door: "ドア",
  start: "スタート",
  secretPassage: "秘密の抜け道",
  heatLabel: "ボードのヒートマップ",
  range: (share, low, high) => `${share}（95 %：${low}〜${high}）`,
  seatAhead: (seat, range, fair, first) =>
    `席 ${seat} の勝率は ${range} で、公平な取り分 ${fair} を上回っています。${first ? "最初のプレイヤーが有利です" : "この席が有利です"}。`,
  seatShort: (seat, range, fair) =>
    `席 ${seat} の勝率は ${range} で、公平な取り分 ${fair} を下回っています。この席の容疑者の出だし（スタートマス、部屋までの距離）と、先に手番が来る席を確かめてください。`,
  levelShort: (level, range, fair) => `${level} のボットの勝率は ${range} で、公平な取り分 ${fair} を下回っています。`,
  noWinner: (range, unfinished) =>
    `${range} のゲームが勝者なしで終わっています${unfinished ? `（うち ${unfinished} ゲームは手数の上限で打ち切り）` : ""}。`,
  fair: (games, levels, range) =>
    `${games} ゲームでわかる範囲では公平です。偶然の幅を超えて取り分より多く勝つ席${levels ? "もレベルも" : "は"}なく、勝者なしで終わるゲームは ${range} です。`,
  unfinished: (unfinished, games, limit) =>
    `${games} ゲームのうち ${unfinished} ゲームは、${limit} アクションを過ぎても勝者が出ないので打ち切り、「勝者なし」に数えました。コンピューターが同じところを回り続けていたということです。たどり着きにくい部屋や、コンピューターが扱わないルールが原因になりえます。エディションとシードを添えて報告してください。`,
  runHead: (edition, games, players, bots, seed) =>
    `${edition}：${games} ゲーム、${players} 人、ボット ${bots}、シード ${seed}`,
  runSep: "、",
  runSeats: (list) => `席ごとの勝利：${list}`,
  runSeat: (seat, wins, pct) => `席 ${seat}：${wins} 回（${pct}）`,
  runLevels: (list, none) => `レベルごとの勝利：${list}。勝者なし ${none} 回`,
  runLevel: (level, wins) => `${level} ${wins} 回`,
  runWrong: (wrong, suggestions) => `誤った告発 ${wrong} 回。1 ゲームあたりの推理 ${suggestions} 回`,
  runTurns: (mean, median, max) => `手番数：平均 ${mean}、中央値 ${median}、最長 ${max}`,
  runSpeed: (ms, perSecond) => `${ms} ミリ秒、毎秒 ${perSecond} ゲーム`,
  warning: (text) => `警告：${text}`,
  error: (text) => `エラー：${text}`,
  wholeNumber: (option, min, value) =>
    `${option} には${min === null ? "" : ` ${min} 以上の`}整数を指定してください（「${value}」は使えません）`,
  unknownLevel: (level, levels) => `ボットのレベル「${level}」はありません。使えるのは ${levels} です`,
  playersRange: (edition, min, max, players) => `${edition}は ${min}〜${max} 人用です。${players} 人では遊べません`,
  botsCount: (levels, seats) => `--bots に ${levels} 個のレベルがありますが、席は ${seats} 席です`,
  reportIsFolder: (file) => `--report ${file} はフォルダーです。書き出す .html ファイルの名前を指定してください`,
  reportNoFolder: (file, dir) => `--report ${file}：フォルダー ${dir} がありません`,
  reportNoPermission: (file) => `--report ${file} はここに書き込めません（権限がありません）`,
};
