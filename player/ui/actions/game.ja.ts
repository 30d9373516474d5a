// ゲームそのもののできごと（日本語）：配り、最初の手番のサイコロ、手番の始まり、脱落、キーパーと能力の効果、終局。
import type { GameEventMessages } from "./game.en";

export const game: GameEventMessages = {
  gameStarted: (players, sizes) => `${players}人のゲームが始まりました。手札はそれぞれ${sizes.join("・")}枚です。`,
  poolDealt: (count, _card, cards, room) => `${cards}${count}枚が${room}に裏向きで置かれています。`,
  firstPlayer: (who, you) => (you ? "あなたが最初の手番です。" : `${who}が最初の手番です。`),
  firstRoll: (round, scores) =>
    round === 1 ? `最初の手番を決めるサイコロ：${scores}。` : `同点のため振り直し：${scores}。`,
  score: (whom, total) => `${whom} ${total}`,
  turnStarted: (turn, whose, you) => (you ? `第${turn}手番：あなたの番です。` : `第${turn}手番：${whose}の番です。`),
  calledIn: (suspect, room) => `${suspect}が${room}へ呼ばれました。`,
  movedAside: (suspect, room) => `${suspect}はドアをふさがないよう${room}の中へ移されました。`,
  outByAccusation: (who, you) =>
    you ? "あなたは脱落しました。ただし反証は続けます。" : `${who}は脱落しました。ただし反証は続けます。`,
  outByClock: (who, you) =>
    you ? "最後の時計カードで、あなたは脱落しました。" : `最後の時計カードで、${who}は脱落しました。`,
  handRevealed: (who, you, cards) =>
    you ? `あなたの手札が表向きになりました：${cards}。` : `${who}の手札が表向きになりました：${cards}。`,
  extraTurn: (who, you) => (you ? "あなたはもう一度手番を行います。" : `${who}はもう一度手番を行います。`),
  moveToRoom: (who, room) => `${who}は${room}へ直行しました。`,
  peekCard: (who, whom, _you) => `${who}は${whom}の手札から無作為に1枚を見ます。`,
  addSteps: (steps) => `さらに${steps}マス進めます。`,
  rollAgain: (faces, steps) => `振り直しました。${faces}で、${steps}マス進めます。`,
  cancelClock: (up) => `最後の時計カードが山札に戻りました。表向きの時計カードは${up}枚です。`,
  peeked: (who, whom, _you) => `${who}が${whom}の手札を1枚見ました。`,
  peekedSeen: (whom, card) => `あなたは${whom}の手札を1枚見ました：「${card}」。`,
  won: (who, you, cards) =>
    you ? `あなたの勝ちです！ 答えは${cards}でした。` : `${who}の勝ちです。答えは${cards}でした。`,
  lastLeft: (who, you, cards) =>
    you
      ? `最後に残ったあなたの勝ちです。答えは${cards}でした。`
      : `最後に残った${who}の勝ちです。答えは${cards}でした。`,
  nobodyWon: (cards) => `全員が脱落し、勝者はいません。答えは${cards}でした。`,
};
