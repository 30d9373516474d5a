// ルール画面（日本語）：見出しと、ルールの選択ごとの一文。用語はエディションのもの。
import { formatList } from "../../../../i18n/format";
import type { RulesMessages } from "../en/rules";

const list = (xs: readonly string[]) => formatList("ja", xs);

export const rules: RulesMessages = {
  tidy: (line) => line,
  title: "ルール",
  summary: "ルールの設定",
  text: "ルール説明",
  noText: "このエディションにはルール説明がありません。",
  ours: "（独自の設定）",
  label: {
    players: "人数",
    dice: "サイコロ",
    movement: "移動",
    passages: "秘密の抜け道",
    first: "最初の手番",
    deal: "カードの配り方",
    end: "ゲームの終わり",
    intrigue: "陰謀カード",
    keepers: "キーパーカード",
    powers: "キャラクターの能力",
  },
  players: (min, max) => (min === max ? `${min}人で遊びます。` : `${min}〜${max}人で遊びます。`),
  dice: (count, faces) => {
    const same = faces.every((f) => f.join() === faces[0]?.join());
    if (same) return `サイコロ${count}個。目は${list(faces[0] ?? [])}です。`;
    return `サイコロ${count}個。${faces.map((f, i) => `${i + 1}個目の目は${list(f)}`).join("、")}です。`;
  },
  questionFace: "？（陰謀カードを引く）",
  exact: (room) => `出た目とちょうど同じ数だけ進みます。途中で${room}に入ったら、そこで止まります。`,
  upTo: (room) => `出た目までの好きな数だけ進みます。${room}に入ったら、そこで止まります。`,
  passThrough: (yes) =>
    yes
      ? "ほかのコマがいるマスは通り抜けられますが、止まれません。"
      : "ほかのコマがいるマスはふさがっていて、止まることも通り抜けることもできません。",
  noSquareTwice: (room) => `1回の移動で同じマスに2度入ることはできず、この手番に出た${room}へ戻ることもできません。`,
  doorsBlocked: (yes) =>
    yes ? "ドアの前のマスにコマがいると、そのドアは通れません。" : "コマがドアをふさぐことはありません。",
  mustLeave: (yes, room, suggestion) =>
    yes
      ? `手番には今いる${room}から出なければなりません。ただし${suggestion}で呼ばれてきたときは別です。`
      : `${room}にとどまってもかまいません。`,
  passagesOn: (pairs) =>
    pairs.length === 0
      ? "このボードにはありません。"
      : `サイコロを振る代わりに抜け道を使えます：${pairs.map(([a, b]) => `${a}⇔${b}`).join("、")}。`,
  passagesOff: "使いません。",
  firstSuspect: (name) => `最初の手番はいつも${name}です。その後は左隣りへ回ります。`,
  firstHighRoll:
    "全員がサイコロを振り、いちばん大きい目の人から始めます（同点なら振り直し）。その後は左隣りへ回ります。",
  weaponsSpread: (weapons, rooms) => `${weapons}は無作為に${rooms}へ置きます。`,
  weaponsDistinct: (weapons, room) => `${weapons}は1つずつ、無作為に選んだ別々の${room}に置きます。`,
  weaponsRoom: (weapons, room) => `${weapons}はすべて${room}に置いて始めます。`,
  dealAll: (cards) => `残りの${cards}はすべて配ります。1枚多い人がいてもかまいません。`,
  dealEqual: (cards, room, onEntry) =>
    onEntry
      ? `${cards}は全員に同じ枚数ずつ配り、残りは${room}に裏向きで置きます。${room}に入った手番に見ることができます。`
      : `${cards}は全員に同じ枚数ずつ配り、残りは${room}に裏向きで置きます。そこで見ることができます。`,
  envelope: (envelope, suspect, weapon, room) =>
    `${envelope}には${suspect}・${weapon}・${room}のカードが1枚ずつ入っています。`,
  suggestHow: (suggestion, room, suspect, weapon) =>
    `入ったばかりの${room}で${suggestion}ができます。${suspect}と${weapon}を1つずつ挙げ、どちらもその${room}へ移します。左隣りから順に、反証できる最初の人がカードを1枚だけ見せます。`,
  movedMaySuggest: (yes, suggestion) =>
    yes
      ? `ほかの人の${suggestion}でコマが移されたら、次の手番は動かずにそこで${suggestion}できます。`
      : `ほかの人の${suggestion}で移されても、動かずに${suggestion}することはできません。`,
  accuseAfter: (yes, accusation, suggestion) =>
    yes
      ? `${suggestion}と同じ手番に${accusation}してもかまいません。`
      : `${suggestion}と同じ手番に${accusation}はできません。`,
  accuseAnywhere: (accusation) => `${accusation}は自分の手番にどこででも、1ゲームに1回だけできます。`,
  accuseRoom: (accusation, room, onEntry) =>
    onEntry
      ? `${accusation}は${room}に入った手番にだけ、1ゲームに1回だけできます。`
      : `${accusation}は${room}でだけ、1ゲームに1回だけできます。`,
  accuseAfterShown: (accusation, suggestion) =>
    `ただし、${suggestion}が反証されたときは、その手番に${accusation}はできません。`,
  movedMayStay: (room, suggestion) =>
    `${suggestion}で${room}へ移されたときは、次の手番に${suggestion}をせずにそこへとどまってもかまいません。`,
  wrongAccuser: (accusation) =>
    `${accusation}をはずした人は脱落します。もうコマは動かしませんが、反証のためにカードは見せ続けます。`,
  lastPlayer: (yes, accusation) =>
    yes
      ? `最初に${accusation}を当てた人の勝ちです。ひとりだけ残ったら、その人の勝ちです。`
      : `最初に${accusation}を当てた人の勝ちです。全員が脱落したら、勝者はいません。`,
  intrigue: (clocks, keepers) =>
    `陰謀デッキには時計カード${clocks}枚とキーパーカード${keepers}枚が入っています。${clocks}枚目の時計カードを引いた人は脱落し、そのカードは山札に戻ります。`,
  drawOn: (face, space, stop, moved, suggestion) =>
    [
      face ? "サイコロで？が出たら1枚引きます。" : "",
      space
        ? stop
          ? "「？」マスに止まったら1枚引きます（そこで移動は終わり）。"
          : "「？」マスに入ったら1枚引きます。"
        : "",
      moved ? `ほかの人の${suggestion}でコマが移されたら1枚引きます。` : "",
    ]
      .filter(Boolean)
      .join(""),
  keeper: (name, count, text) => `${name}（${count}枚）：${text}`,
  power: (who, name, text) => `${who} ― ${name}：${text}`,
  differences: {
    title: (base) => `${base}との違い`,
    none: (base) => `違いはありません。${base}と同じように遊べます。`,
  },
};
