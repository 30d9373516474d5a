// ゲームそのもののできごと（日本語）：配り、最初の手番のサイコロ、手番の始まり、駒の移動、脱落と手札の公開、
// キーパーや能力の効果（カードや能力の名前の文のあと）、手札をのぞくこと、終局。
import type { GameEventMessages } from "./game.en";

export const game: GameEventMessages = {
  log: {
    "game-started": (e, c) =>
      [
        `${e.seats.length}人のゲームが始まりました。手札はそれぞれ${e.handSizes.join("・")}枚です。`,
        e.pool > 0 && c.poolRoom
          ? `${c.names.terms.cards}${e.pool}枚が${c.card(c.poolRoom)}に裏向きで置かれています。`
          : "",
        `${c.who(e.first)}が最初の手番です。`,
      ].join(""),
    "first-roll": (e, c) =>
      e.rounds
        .map(
          (round, i) =>
            `${i === 0 ? "最初の手番を決めるサイコロ" : "同点のため振り直し"}：${c.msg.list(round.map((r) => `${c.whom(r.seat)} ${r.total}`))}。`,
        )
        .join(""),
    "turn-started": (e, c) => `第${e.turn}手番：${c.who(e.seat)}の番です。`,
    "token-moved": (e, c) =>
      e.why === "suggestion"
        ? `${c.card(e.suspect)}が${c.where(e.to)}へ呼ばれました。`
        : `${c.card(e.suspect)}はドアをふさがないよう${c.where(e.to)}の中へ移されました。`,
    eliminated: (e, c) =>
      e.reason === "clock"
        ? `最後の時計カードで、${c.who(e.seat)}は脱落しました。`
        : `${c.who(e.seat)}は脱落しました。ただし反証は続けます。`,
    "hand-revealed": (e, c) => `${c.who(e.seat)}の手札が表向きになりました：${c.cards(e.cards)}。`,
    effect: (e, c) => {
      const n = e.effect;
      const s = e.seat;
      switch (n.kind) {
        case "extraTurn":
          return `${c.who(s)}はもう一度手番を行います。`;
        case "moveToRoom":
          return `${c.who(s)}は${c.card(n.room)}へ直行しました。`;
        case "peekCard":
          return `${c.who(s)}は${c.whom(n.target)}の手札から無作為に1枚を見ます。`;
        case "addSteps":
          return `さらに${n.steps}マス進めます。`;
        case "rollAgain":
          return `振り直しました。${c.faces(n.faces)}で、${n.steps}マス進めます。`;
        case "cancelClock":
          return `最後の時計カードが山札に戻りました。表向きの時計カードは${n.clocksUp}枚です。`;
        default:
          return null;
      }
    },
    peeked: (e, c) =>
      e.card
        ? `あなたは${c.whom(e.target)}の手札を1枚見ました：「${c.card(e.card)}」。`
        : `${c.who(e.seat)}が${c.whom(e.target)}の手札を1枚見ました。`,
    "game-over": (e, c) => {
      const answer = `答えは${c.cards(e.cards)}でした。`;
      const w = e.result.winner;
      if (w === null) return `全員が脱落し、勝者はいません。${answer}`;
      if (e.result.reason === "last-player") return `最後に残った${c.who(w)}の勝ちです。${answer}`;
      return c.you(w) ? `あなたの勝ちです！ ${answer}` : `${c.name(w)}の勝ちです。${answer}`;
    },
  },
  story: { "turn-started": false, "token-moved": false },
};
