// メモ（日本語）：操作の言葉と、確定したマスごとの理由の一文。です・ます調。
import { formatList } from "../../../../i18n/format";
import type { NotebookMessages, ReasonWords } from "../en/notebook";
import type { Why } from "../../../bots/deduce";

const list = (xs: readonly string[]) => formatList("ja", xs);

function reason(w: Why, x: ReasonWords): string {
  const c = `「${x.card(w.card)}」`;
  const h = w.holder;
  const who = (s: number) => (s === x.you ? "あなた" : x.seat(s));
  /** 「ホワイト夫人の手札」「あなたの手札」「事件ファイル」「Sales Dept.の裏向きのカード」 */
  const place = (p: Why["holder"]) =>
    p === "envelope" ? x.envelope : p === "pool" ? `${x.poolRoom}の裏向きのカード` : `${who(p)}の手札`;
  const named = "named" in w ? w.named.map(x.card).join("・") : "";
  switch (w.code) {
    case "hand":
      return `${c}はあなたの手札にあります。`;
    case "faceUp":
      return h === "pool"
        ? `${c}は${x.poolRoom}の裏向きのカードから表向きにされました。`
        : `${who(h as number)}の手札が表向きになっていて、${c}はその1枚です。`;
    case "poolSeen":
      return `あなたは${x.poolRoom}の裏向きのカードを見ました。${c}はその1枚です。`;
    case "shown":
      return `${who(h as number)}があなたに${c}を見せました。`;
    case "passed":
      return `${who(h as number)}は${who(w.by)}の${x.suggestion}（${named}）を反証できなかったので、そのどのカードも持っていません。`;
    case "accused":
      return `${who(w.by)}の${x.accusation}（${named}）が正解だったので、${c}は${x.envelope}に入っています。`;
    case "elsewhere":
      return `${c}は${place(w.at)}にあるので、${place(h)}にはありません。`;
    case "onlyPlace":
      return `${c}はほかのどこにもありえないので、${place(h)}にあります。`;
    case "full": {
      const known = list(w.known.map((k) => `「${x.card(k)}」`));
      if (h === x.you) return `あなたの手札は${known}なので、${c}は入っていません。`;
      if (h === "envelope" && w.kind)
        return `${x.envelope}に入る${x.kind(w.kind)}は1枚で、それは${known}なので、${c}ではありません。`;
      return `${place(h)}の${w.known.length}枚はすべてわかっています（${known}）。${c}はそこにありません。`;
    }
    case "needsAll":
      if (h === "envelope" && w.kind) return `${x.envelope}に入りうる${x.kind(w.kind)}は、もう${c}しかありません。`;
      return `${place(h)}のうち、まだわからないのは${w.size}枚で、そこにありうるカードもちょうど${w.size}枚です。${c}はその1枚です。`;
    case "disproved":
      return `${who(h as number)}は${who(w.by)}の${x.suggestion}（${named}）を反証しましたが、${list(w.others.map((o) => `「${x.card(o)}」`))}は持っていないので、${c}を持っています。`;
    case "wrongAccusation":
      return `${who(w.by)}の${x.accusation}（${named}）ははずれで、${list(w.others.map((o) => `「${x.card(o)}」`))}は${x.envelope}に入っているので、${c}は入っていません。`;
    case "counting":
      return w.value === "yes"
        ? `これまでにわかったことと矛盾しない配り方では、どれも${c}は${place(h)}にあります。`
        : `これまでにわかったことと矛盾しない配り方では、どれも${c}は${place(h)}にありません。`;
    default:
      return "";
  }
}

export const notebook: NotebookMessages = {
  reason,
  you: "あなた",
  envelopeColumn: (term) => term,
  poolColumn: "裏向き",
  size: (n) => `${n}枚`,
  poolColumnLong: (room) => `${room}の裏向きのカード`,
  showDeductions: "推論でわかること（確定と確率）を表示",
  marksHelp: "矢印キーでマスを移動し、スペースかEnterで印を変えます。メモ欄には4文字まで書けます。",
  mark: { none: "印なし", yes: "チェック", no: "バツ", maybe: "はてな" },
  markButton: { none: "印なし", yes: "✓", no: "✗", maybe: "?" },
  note: "メモ",
  yourMark: "あなたの印",
  close: "閉じる",
  certainYes: "ここにあることが確定",
  certainNo: "ここにないことが確定",
  stateYes: "確定：このカードはここにあります。",
  stateNo: "確定：このカードはここにありません。",
  chance: (percent) => `確率${percent}`,
  percent: (p) => (p < 0.005 && p > 0 ? "1%未満" : p > 0.995 && p < 1 ? "99%超" : `${Math.round(p * 100)}%`),
  cell: (card, holder, mark, note, deduced) =>
    [`${card}、${holder}`, mark, note ? `メモ ${note}` : "", deduced].filter(Boolean).join("。"),
  selected: (card, holder) => `${card} × ${holder}`,
  why: "理由",
  unknown: "まだ確定していません。",
  computing: "確率を計算しています…",
  impossible: "これまでにわかったことと合う配り方がありません。",
  estimated: "確率は推定値です。ありうる配り方が多すぎて、すべては数えられません。確実と表示されたものは確実です。",
  solution: (envelope, found) => `${envelope}の中身：${found.join("、")}`,
  found: (kind, card) => `${kind}は${card}`,
  notYet: "まだ不明",
};
