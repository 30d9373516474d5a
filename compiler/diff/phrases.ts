// One sentence per kind of difference, in English and in Japanese. `n` names things in the edition's
// words, `b` in the base edition's (classic Clue), `baseName` is the base edition's name.
import type { Cell } from "../../schemas/edition";
import type { Cards, Difference } from "./compare";
import type { Namer } from "./words";

export interface Phrases {
  sentence: (d: Difference, n: Namer, b: Namer, baseName: string) => string;
}

const at = (c: Cell) => `[${c[0]}, ${c[1]}]`;
const plural = (t: Namer["terms"], c: Cards) => t[c];
const single = (t: Namer["terms"], c: Cards) => t[c === "suspects" ? "suspect" : c === "weapons" ? "weapon" : "room"];
const kindOf = (v: unknown) => (v as { kind?: string }).kind ?? "";
const field = (v: unknown, k: string) => {
  const x = (v as Record<string, unknown>)[k];
  return typeof x === "string" ? x : "";
};

function ruleEn(option: string, to: unknown, n: Namer, baseName: string): string {
  const t = n.terms;
  const yes = to === true;
  switch (option) {
    case "dice": {
      const dice = to as (number | string)[][];
      const q = dice.some((f) => f.includes("?"));
      const extra = q ? '; a "?" face moves nothing and draws a card instead' : "";
      if (dice.length === 2)
        return `The dice carry other faces (${dice.map((f) => f.join(" ")).join(" and ")})${extra}.`;
      return `Throw ${dice.length === 1 ? "one die" : `${dice.length} dice`}, not the two of ${baseName}${extra}.`;
    }
    case "movement.mode":
      return to === "upTo" ? "You may walk fewer squares than you threw." : "You must walk the whole throw.";
    case "movement.passThroughTokens":
      return yes ? "You may walk over a square another token stands on." : "No token may be walked over.";
    case "movement.doorsBlockedByTokens":
      return yes ? "A token in front of a door shuts it." : "A token in front of a door does not shut it.";
    case "movement.mustLeaveRoom":
      return yes ? `You must leave your ${t.room} each turn.` : `You may stay in your ${t.room}.`;
    case "movement.movedMayStay":
      return yes
        ? `Moved into a ${t.room} by a ${t.suggestion}, you may stay there next turn without making one.`
        : `Moved into a ${t.room} by a ${t.suggestion}, you must make one there or leave.`;
    case "movement.secretPassages":
      return yes ? "Secret passages may be taken instead of throwing." : "There are no secret passages to take.";
    case "firstPlayer":
      return kindOf(to) === "highRoll"
        ? "Everyone throws; the highest throw starts."
        : `${n.suspects(field(to, "suspect"))} starts.`;
    case "weapons":
      return kindOf(to) === "distinctRooms"
        ? `Each of the ${t.weapons} starts in a different ${t.room}.`
        : kindOf(to) === "room"
          ? `All the ${t.weapons} start in the ${n.rooms(field(to, "room"))}.`
          : `The ${t.weapons} start spread over the ${t.rooms} at random.`;
    case "deal":
      return kindOf(to) === "equal"
        ? `Everyone is dealt the same number of ${t.cards}; the rest lie face down in the ${n.rooms(field(to, "leftovers"))}.`
        : `Every ${t.card} is dealt out.`;
    case "suggestions.movedMaySuggest":
      return yes
        ? `Moved by a ${t.suggestion}, you may make one where you are.`
        : `Moved by a ${t.suggestion}, you must move before making one.`;
    case "suggestions.accuseAfter":
      return yes
        ? `An ${t.accusation} may follow a ${t.suggestion} in the same turn.`
        : `No ${t.accusation} in the turn of a ${t.suggestion}.`;
    case "suggestions.accuseAfterShown":
      return yes
        ? `You may accuse after being shown a ${t.card}.`
        : `Once a ${t.card} is shown to you, your turn ends: an ${t.accusation} may follow only a ${t.suggestion} nobody could answer.`;
    case "accusations":
      return kindOf(to) === "room"
        ? `An ${t.accusation} is made only in the ${n.rooms(field(to, "room"))}.`
        : `An ${t.accusation} may be made anywhere.`;
    case "end.lastPlayerWins":
      return yes ? "The last player left in the running wins." : "If everyone is out, nobody wins.";
    default:
      return `The rule ${option} is different.`;
  }
}

export const EN: Phrases = {
  // A name that ends in a full stop (the Sales Dept.) ends the sentence too.
  sentence: (d, n, b, baseName) => en(d, n, b, baseName).replace(/\.\.$/, "."),
};

function en(d: Difference, n: Namer, b: Namer, baseName: string): string {
  const t = n.terms;
  {
    switch (d.kind) {
      case "terms":
        return `Say ${t[d.term]} for ${d.from}.`;
      case "players":
        return `For ${d.to[0]} to ${d.to[1]} players (${baseName}: ${d.from[0]} to ${d.from[1]}).`;
      case "count":
        return `${d.to} ${plural(t, d.cards)} instead of ${d.from}.`;
      case "renamed":
        return d.id === d.was
          ? `${d.wasName} is renamed ${n[d.cards](d.id)}.`
          : `${n[d.cards](d.id)} takes the place of ${d.wasName}.`;
      case "added":
        return `A new ${single(t, d.cards)}: ${n[d.cards](d.id)}.`;
      case "removed":
        return `No ${d.wasName}.`;
      case "rule":
        return ruleEn(d.option, d.to, n, baseName);
      case "boardSize":
        return `The board is ${d.to[1]} by ${d.to[0]} squares (${baseName}: ${d.from[1]} by ${d.from[0]}).`;
      case "roomMoved":
        return `The ${n.rooms(d.room)} lies elsewhere on the board.`;
      case "doors":
        return `The ${n.rooms(d.room)} has its doors in other places${d.added.length ? ` (new: ${d.added.map(at).join(", ")})` : ""}.`;
      case "passage":
        return d.added
          ? `A secret passage joins the ${n.rooms(d.rooms[0])} and the ${n.rooms(d.rooms[1])}.`
          : `No secret passage between the ${b.rooms(d.rooms[0])} and the ${b.rooms(d.rooms[1])}.`;
      case "start":
        return `${n.suspects(d.suspect)} starts on ${at(d.to)}.`;
      case "spaces":
        return `${d.to} question-mark squares on the board.`;
      case "module":
        return d.module === "intrigue"
          ? d.added
            ? "An Intrigue deck of Clocks and Keepers."
            : "No Intrigue deck."
          : d.added
            ? `Each ${t.suspect} has a power to use once.`
            : "No powers.";
    }
  }
}

function ruleJa(option: string, to: unknown, n: Namer, baseName: string): string {
  const t = n.terms;
  const yes = to === true;
  switch (option) {
    case "dice": {
      const dice = to as (number | string)[][];
      const q = dice.some((f) => f.includes("?"));
      const extra = q ? "。「?」の目は進まず、代わりにカードを引く" : "";
      if (dice.length === 2) return `サイコロの目が違う（${dice.map((f) => f.join(" ")).join("と")}）${extra}。`;
      return `サイコロは${baseName}の2個ではなく${dice.length}個${extra}。`;
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
        : `${t.suggestion}で移されたら、そこで${t.suggestion}をするか、出る。`;
    case "movement.secretPassages":
      return yes ? "サイコロの代わりに秘密の抜け道を使える。" : "秘密の抜け道は使えない。";
    case "firstPlayer":
      return kindOf(to) === "highRoll"
        ? "全員がサイコロを振り、いちばん大きい目の人から始める。"
        : `${n.suspects(field(to, "suspect"))}から始める。`;
    case "weapons":
      return kindOf(to) === "distinctRooms"
        ? `${t.weapons}はそれぞれ別の${t.room}に置く。`
        : kindOf(to) === "room"
          ? `${t.weapons}はすべて${n.rooms(field(to, "room"))}に置く。`
          : `${t.weapons}は${t.rooms}にでたらめに置く。`;
    case "deal":
      return kindOf(to) === "equal"
        ? `${t.cards}は同じ枚数ずつ配り、残りは${n.rooms(field(to, "leftovers"))}に伏せて置く。`
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
      return kindOf(to) === "room"
        ? `${t.accusation}は${n.rooms(field(to, "room"))}でだけできる。`
        : `${t.accusation}はどこでもできる。`;
    case "end.lastPlayerWins":
      return yes ? "最後まで残った人が勝つ。" : "全員が脱落したら、勝者はいない。";
    default:
      return `ルール ${option} が違う。`;
  }
}

export const JA: Phrases = {
  sentence(d, n, b, baseName) {
    const t = n.terms;
    switch (d.kind) {
      case "terms":
        return `「${d.from}」は「${t[d.term]}」と呼ぶ。`;
      case "players":
        return `${d.to[0]}〜${d.to[1]}人で遊ぶ（${baseName}は${d.from[0]}〜${d.from[1]}人）。`;
      case "count":
        return `${plural(t, d.cards)}は${d.from}ではなく${d.to}。`;
      case "renamed":
        return d.id === d.was
          ? `${d.wasName}の名前は${n[d.cards](d.id)}。`
          : `${d.wasName}の代わりに${n[d.cards](d.id)}。`;
      case "added":
        return `新しい${single(t, d.cards)}：${n[d.cards](d.id)}。`;
      case "removed":
        return `${d.wasName}はいない。`;
      case "rule":
        return ruleJa(d.option, d.to, n, baseName);
      case "boardSize":
        return `盤は横${d.to[1]}×縦${d.to[0]}マス（${baseName}は${d.from[1]}×${d.from[0]}）。`;
      case "roomMoved":
        return `${n.rooms(d.room)}は盤の別の場所にある。`;
      case "doors":
        return `${n.rooms(d.room)}のドアの位置が違う${d.added.length ? `（新しいドア：${d.added.map(at).join("、")}）` : ""}。`;
      case "passage":
        return d.added
          ? `秘密の抜け道が${n.rooms(d.rooms[0])}と${n.rooms(d.rooms[1])}をつなぐ。`
          : `${b.rooms(d.rooms[0])}と${b.rooms(d.rooms[1])}の間に抜け道はない。`;
      case "start":
        return `${n.suspects(d.suspect)}は${at(d.to)}から始める。`;
      case "spaces":
        return `盤に「?」マスが${d.to}個ある。`;
      case "module":
        return d.module === "intrigue"
          ? d.added
            ? "時計とキーパーのイントリーグ・カードがある。"
            : "イントリーグ・カードはない。"
          : d.added
            ? `${t.suspect}はそれぞれ一度だけ使える能力を持つ。`
            : "能力はない。";
    }
  },
};
