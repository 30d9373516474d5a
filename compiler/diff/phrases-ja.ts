// The differences in Japanese sentences for players (our own Japanese): the edition's words where it has
// a Japanese locale, else its own; classic's terms by what they are (容疑者, 凶器...), since classic has no
// Japanese of its own; no coordinates, no option names.
import { formatList } from "../../i18n/format";
import type { Terms } from "../../schemas/edition";
import type { CardChanges, TermChange } from "./group";
import { doorsOf, isPlainDie, sideOf, type Context, type Phrases } from "./phrases";

/** What each of the base edition's terms names, in plain Japanese. */
const ROLE: Record<keyof Terms, string> = {
  suspect: "容疑者",
  suspects: "容疑者",
  weapon: "凶器",
  weapons: "凶器",
  room: "部屋",
  rooms: "部屋",
  card: "カード",
  cards: "カード",
  suggestion: "推理",
  accusation: "告発",
  envelope: "事件ファイル",
  notepad: "推理メモ",
};

const join = (items: readonly string[]) => formatList("ja", items);
// A term already in brackets (「Do Not Disturb」封筒) is not bracketed again.
const quote = (s: string) => (s.includes("「") ? s : `「${s}」`);

function terms(changes: TermChange[], c: Context): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const ch of changes) {
    if (seen.has(ROLE[ch.term])) continue;
    seen.add(ROLE[ch.term]);
    parts.push(`${ROLE[ch.term]}を${quote(c.n.terms[ch.term])}`);
  }
  return `この版では、${join(parts)}と呼ぶ。`;
}

function cards(g: CardChanges, c: Context): string[] {
  const plural = c.n.terms[g.cards];
  const name = c.n[g.cards];
  if (g.allOwn) {
    const count = g.count ? `（${c.baseName}は${g.count.from}枚）` : "";
    return [`${plural}はすべてこの版独自の${g.added.length}枚${count}：${join(g.added.map(name))}。`];
  }
  const out: string[] = [];
  if (g.count) out.push(`${plural}のカードは全部で${g.count.to}枚（${c.baseName}は${g.count.from}枚）。`);
  if (g.renamed.length > 0)
    out.push(`${plural}：${join(g.renamed.map((r) => `${c.b[g.cards](r.was)}の代わりに${name(r.id)}`))}。`);
  if (g.added.length > 0) out.push(`新しい${plural}：${join(g.added.map(name))}。`);
  if (g.removed.length > 0) out.push(`${join(g.removed.map(c.b[g.cards]))}はこの版には登場しない。`);
  return out;
}

function rule(option: string, to: unknown, c: Context): string {
  const t = c.n.terms;
  const yes = to === true;
  const v = (to ?? {}) as { kind?: string; suspect?: string; room?: string; leftovers?: string };
  switch (option) {
    case "dice": {
      const dice = to as (number | string)[][];
      const question = dice.some((f) => f.includes("?"));
      const what = !question
        ? ""
        : c.edition.modules.intrigue?.drawOnQuestionFace
          ? "「?」の目は進まず、イントリーグ・カードを1枚引く。"
          : "「?」の目は進まない。";
      const die = (f: (number | string)[]) => (isPlainDie(f) ? "ふつうのサイコロ" : `${f.join("・")}の目のサイコロ`);
      if (dice.length === 1 && isPlainDie(dice[0]!)) return `サイコロは${c.baseName}の2個ではなく1個。${what}`;
      return `サイコロは${dice.length}個：${join(dice.map(die))}。${what}`;
    }
    case "movement.mode":
      return to === "upTo" ? "出た目より少なく進んでもよい。" : "出た目のとおりに進む。";
    case "movement.passThroughTokens":
      return yes ? "ほかのコマのいるマスを通り抜けてよい。" : "ほかのコマは通り抜けられない。";
    case "movement.doorsBlockedByTokens":
      return yes ? "ドアの前にコマがいると、そのドアは使えない。" : "ドアの前にコマがいても、そのドアは使える。";
    case "movement.mustLeaveRoom":
      return yes ? `毎ターン${t.room}から出なければならない。` : `${t.room}にとどまってもよい。`;
    case "movement.movedMayStay":
      return yes
        ? `${t.suggestion}で${t.room}に移されたら、次のターンはそこにとどまってよい。`
        : `${t.suggestion}で移されたら、次のターンはそこで${t.suggestion}をするか、出る。`;
    case "movement.secretPassages":
      return yes ? "サイコロの代わりに秘密の抜け道を使える。" : "秘密の抜け道は使えない。";
    case "firstPlayer":
      return v.kind === "highRoll"
        ? "全員がサイコロを振り、いちばん大きい目の人から始める。"
        : `${c.n.suspects(v.suspect ?? "")}から始める。`;
    case "weapons":
      return v.kind === "distinctRooms"
        ? `${t.weapons}はそれぞれ別の${t.room}に置く。`
        : v.kind === "room"
          ? `${t.weapons}はすべて${c.n.rooms(v.room ?? "")}に置く。`
          : `${t.weapons}は${t.rooms}にでたらめに置く。`;
    case "deal":
      return v.kind === "equal"
        ? `${t.cards}は同じ枚数ずつ配り、残りは${c.n.rooms(v.leftovers ?? "")}に伏せて置く。`
        : `${t.cards}はすべて配る。`;
    case "suggestions.movedMaySuggest":
      return yes
        ? `${t.suggestion}で移されたら、その場で${t.suggestion}をしてよい。`
        : `${t.suggestion}で移されたら、動いてからでないと${t.suggestion}はできない。`;
    case "suggestions.accuseAfter":
      return yes
        ? `${t.suggestion}のあと、同じターンに${t.accusation}してよい。`
        : `${t.suggestion}をしたターンには${t.accusation}できない。`;
    case "suggestions.accuseAfterShown":
      return yes
        ? `${t.card}を見せられたあとでも${t.accusation}してよい。`
        : `${t.card}を見せられたらターンは終わり。${t.accusation}できるのは、だれも答えられなかった${t.suggestion}のあとだけ。`;
    case "accusations":
      return v.kind === "room"
        ? `${t.accusation}は${c.n.rooms(v.room ?? "")}でだけできる。`
        : `${t.accusation}はどこでもできる。`;
    case "end.lastPlayerWins":
      return yes ? "最後まで残った人が勝つ。" : "最後のひとりになっても勝ちではない。全員が脱落したら、勝者はいない。";
    default:
      return "ほかにも違うルールがある。ルールを見てほしい。";
  }
}

const SIDE = { top: "上の端", bottom: "下の端", left: "左の端", right: "右の端", inside: "盤の内側" };

export const JA: Phrases = {
  sentences(item, c) {
    const t = c.n.terms;
    const room = (id: string) => c.n.rooms(id);
    switch (item.kind) {
      case "terms":
        return [terms(item.changes, c)];
      case "cards":
        return cards(item.changes, c);
      case "players":
        return [`${item.to[0]}〜${item.to[1]}人で遊ぶ（${c.baseName}は${item.from[0]}〜${item.from[1]}人）。`];
      case "rule":
        return [rule(item.option, item.to, c)];
      case "boardSize":
        return [`盤は横${item.to[1]}マス、縦${item.to[0]}マス（${c.baseName}は${item.from[1]}×${item.from[0]}）。`];
      case "room": {
        const n = doorsOf(c.edition, item.room);
        return [
          item.moved
            ? `${room(item.room)}は盤の別の場所にあり、ドアは${n}つ。`
            : `${room(item.room)}のドアの位置が違う（ドアは${n}つ）。`,
        ];
      }
      case "passage":
        return [
          item.added
            ? `秘密の抜け道が${room(item.rooms[0])}と${room(item.rooms[1])}をつなぐ。`
            : `${c.b.rooms(item.rooms[0])}と${c.b.rooms(item.rooms[1])}の間に抜け道はない。`,
        ];
      case "start":
        return [`${c.n.suspects(item.suspect)}のスタート位置が違う（${SIDE[sideOf(item.to, c.edition)]}）。`];
      case "spaces": {
        const q = c.edition.modules.intrigue;
        const does =
          q?.drawOnQuestionSpace && q.stopOnQuestionSpace
            ? "止まると移動が終わり、イントリーグ・カードを1枚引く。"
            : q?.drawOnQuestionSpace
              ? "踏むとイントリーグ・カードを1枚引く。"
              : "";
        return [item.to === 0 ? "「?」マスはない。" : `盤に「?」マスが${item.to}個ある。${does}`];
      }
      case "module":
        return [
          item.module === "intrigue"
            ? item.added
              ? "時計とキーパーのイントリーグ・カードがある（ルールを参照）。"
              : "イントリーグ・カードはない。"
            : item.added
              ? `${t.suspect}はそれぞれ一度だけ使える能力を持つ。`
              : "能力はない。",
        ];
    }
  },
};
