// ゲームの記録（日本語）。です・ます調で、カード名はそのまま（「ロープ」）。`who` は手番の人の名前か
// 「あなた」。
import type { LogMessages } from "../en/log";

const and = (xs: readonly string[]): string => xs.join("、");

export const log: LogMessages = {
  title: "ゲームの記録",
  empty: "まだ何も起きていません。",
  you: "あなた",
  youObject: "あなた",
  list: and,
  tidy: (sentence) => sentence,
  sentences: (parts) => parts.join(""),
  questionFace: "？",
  faces: (faces) => faces.join("と"),
  square: (row, col) => `${row}行${col}列のマス`,
  questionSquare: (row, col) => `${row}行${col}列の「？」マス`,

  gameStarted: (players, sizes) => `${players}人のゲームが始まりました。手札はそれぞれ${sizes.join("・")}枚です。`,
  poolDealt: (count, _card, cards, room) => `${cards}${count}枚が${room}に裏向きで置かれています。`,
  firstPlayer: (who, you) => (you ? "あなたが最初の手番です。" : `${who}が最初の手番です。`),
  firstRoll: (round, scores) =>
    round === 1 ? `最初の手番を決めるサイコロ：${scores}。` : `同点のため振り直し：${scores}。`,
  score: (whom, total) => `${whom} ${total}`,
  turnStarted: (turn, whose, you) => (you ? `第${turn}手番：あなたの番です。` : `第${turn}手番：${whose}の番です。`),
  rolled: (who, faces, steps) => `${who}がサイコロを振りました。${faces}で、${steps}マス進めます。`,
  moved: (who, to) => `${who}が${to}へ移動しました。`,
  passage: (who, from, to) => `${who}が秘密の抜け道を通って${from}から${to}へ移りました。`,
  clockDrawn: (who, count, of) => `${who}が時計カードを引きました（${of}枚中${count}枚目）。`,
  lastClockDrawn: (who, of) => `${who}が${of}枚目、最後の時計カードを引きました。`,
  keeperDrawn: (who, keeper) => `${who}がキーパーカード「${keeper}」を引きました。`,
  nothingDrawn: (who) => `${who}はイントリーグカードを引けませんでした。山札がありません。`,
  suggested: (term, who, suspect, weapon, room) => `${who}の${term}：${suspect}、${weapon}、${room}。`,
  calledIn: (suspect, room) => `${suspect}が${room}へ呼ばれました。`,
  movedAside: (suspect, room) => `${suspect}はドアをふさがないよう${room}の中へ移されました。`,
  weaponMoved: (weapon, room) => `${weapon}が${room}へ移されました。`,
  cannotDisprove: (who) => `${who}は反証できませんでした。`,
  mustShow: (who, whom) => `${who}は反証できるので、${whom}にカードを1枚見せます。`,
  cardShown: (who, whom) => `${who}が${whom}にカードを1枚見せました。`,
  cardShownSeen: (who, whom, card) => `${who}が${whom}に「${card}」を見せました。`,
  // 「」で括るので、人物とカードを取り違えることはない。
  oneCard: (name) => name,
  notDisproved: (term) => `誰もこの${term}を反証できませんでした。`,
  accusedRight: (term, who, suspect, weapon, room) => `${who}の${term}：${suspect}、${weapon}、${room}。正解です。`,
  accusedWrong: (term, who, suspect, weapon, room) => `${who}の${term}：${suspect}、${weapon}、${room}。はずれです。`,
  envelopeSeen: (envelope, cards) => `あなたは${envelope}の中を見ました：${cards}。`,
  outByAccusation: (who, you) =>
    you ? "あなたは脱落しました。ただし反証は続けます。" : `${who}は脱落しました。ただし反証は続けます。`,
  outByClock: (who, you) =>
    you ? "最後の時計カードで、あなたは脱落しました。" : `最後の時計カードで、${who}は脱落しました。`,
  handRevealed: (who, you, cards) =>
    you ? `あなたの手札が表向きになりました：${cards}。` : `${who}の手札が表向きになりました：${cards}。`,
  poolLooked: (who, room) => `${who}が${room}の裏向きのカードを見ました。`,
  poolLookedSeen: (room, cards) => `あなたは${room}の裏向きのカードを見ました：${cards}。`,
  keeperPlayed: (who, keeper) => `${who}がキーパーカード「${keeper}」を使いました。`,
  powerUsed: (who, power) => `${who}が能力「${power}」を使いました。`,
  extraTurn: (who, you) => (you ? "あなたはもう一度手番を行います。" : `${who}はもう一度手番を行います。`),
  moveToRoom: (who, room) => `${who}は${room}へ直行しました。`,
  peekCard: (who, whom, _you) => `${who}は${whom}の手札から無作為に1枚を見ます。`,
  addSteps: (steps) => `さらに${steps}マス進めます。`,
  rollAgain: (faces, steps) => `振り直しました。${faces}で、${steps}マス進めます。`,
  cancelClock: (up) => `最後の時計カードが山札に戻りました。表向きの時計カードは${up}枚です。`,
  peeked: (who, whom, _you) => `${who}が${whom}の手札を1枚見ました。`,
  peekedSeen: (whom, card) => `あなたは${whom}の手札を1枚見ました：「${card}」。`,
  turnEnded: (who) => `${who}が手番を終えました。`,
  won: (who, you, cards) =>
    you ? `あなたの勝ちです！ 答えは${cards}でした。` : `${who}の勝ちです。答えは${cards}でした。`,
  lastLeft: (who, you, cards) =>
    you
      ? `最後に残ったあなたの勝ちです。答えは${cards}でした。`
      : `最後に残った${who}の勝ちです。答えは${cards}でした。`,
  nobodyWon: (cards) => `全員が脱落し、勝者はいません。答えは${cards}でした。`,
};
