// Commander's own refusals (an unknown option, a missing argument, a value not among the choices) in the
// CLI's language. Commander says them in English only; in Japanese each known form is said again from its
// parts (flags, values and names stay as typed), and a form we do not know is left as Commander wrote it.
import type { Lang } from "../i18n/lang";

type Rule = [RegExp, (...parts: string[]) => string];

const JA: Rule[] = [
  [/^error: unknown option '(.*)'$/, (o) => `エラー：オプション ${o} はありません`],
  [/^error: unknown command '(.*)'$/, (c) => `エラー：コマンド ${c} はありません`],
  [/^error: missing required argument '(.*)'$/, (a) => `エラー：引数 ${a} を指定してください`],
  [/^error: option '(.*)' argument missing$/, (o) => `エラー：オプション ${o} に値を指定してください`],
  [/^error: required option '(.*)' not specified$/, (o) => `エラー：オプション ${o} は省略できません`],
  [
    /^error: option '(.*)' argument '(.*)' is invalid\. Allowed choices are (.*)\.$/,
    (o, v, c) => `エラー：オプション ${o} に「${v}」は使えません。使えるのは ${c} です`,
  ],
  [
    /^error: too many arguments(?: for '(.*)')?\. Expected (\d+) arguments? but got (\d+)\.$/,
    (_, want, got) => `エラー：引数が多すぎます（${want} 個のところ ${got} 個あります）`,
  ],
  [/^\(Did you mean one of (.*)\?\)$/, (list) => `（${list} のどれかのことですか？）`],
  [/^\(Did you mean (.*)\?\)$/, (one) => `（${one} のことですか？）`],
];

/** Commander's error text, line by line, in `lang`. */
export function commanderText(text: string, lang: Lang): string {
  if (lang === "en") return text;
  return text
    .split("\n")
    .map((line) => {
      for (const [pattern, say] of JA) {
        const m = pattern.exec(line);
        // A group that took no part (the optional "for 'cmd'") is undefined, whatever the type says.
        if (m) return say(...m.slice(1).map((p) => (p as string | undefined) ?? ""));
      }
      return line;
    })
    .join("\n");
}
