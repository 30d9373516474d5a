// Phase `load`'s messages in Japanese: the same keys as en/load.ts.
import type { loadEn } from "../en/load";
import type { Same } from "../text";

export const loadJa: Same<typeof loadEn> = {
  tooManyBytes: (max) => `ファイルが上限の ${max} バイトを超えています`,
  tooManyChars: (max) => `ファイルが上限の ${max} 文字を超えています`,
  tooLargeHelp:
    "エディションにはデータだけを書いてください。ルール文を含めても、エディション全体で 100 KiB を大きく下回ります",
  utf16: "ファイルが UTF-16 です（UTF-16 のバイト順マークで始まっています）",
  notUtf8: "ファイルが正しい UTF-8 ではありません",
  encodingHelp: "エディターでファイルを UTF-8 で保存し直してください",
  nulBytes: "ファイルに NUL バイトが含まれています。テキストファイルではありません",
  controlBytes: "ファイルに制御文字が含まれています。YAML のテキストファイルではありません",
  binaryHelp: "エディションの YAML テキストファイル edition.yaml のパスを指定してください",
  tooDeep: (depth, max) => `ここで YAML の入れ子がおよそ ${depth} 段になっています。上限は ${max} 段です`,
  tooDeepHelp: "構造を浅くしてください。エディションに 12 段を超える入れ子は要りません",
  tooDeepToRead: "YAML の入れ子が深すぎて読めません",
  duplicateKey: "同じマッピングにこのキーが 2 回出てきます",
  duplicateKeyHelp: "どちらかを削除するか、名前を変えてください",
  aliases: "エイリアスを展開すると、文書が上限を超えて膨れ上がります",
  aliasesHelp: "エイリアスを入れ子にせず、値をそのまま書いてください",
  protoKey: (key) => `キー \`${key}\` は使えません`,
  protoKeyHelp: "キーの名前を変えてください。__proto__、constructor、prototype はどこでも使えません",
  empty: "ファイルに YAML の文書がありません",
  emptyHelp: "既存のエディションから始めましょう：`clue-compile new <id> --from classic`",
  rootNotMap: (kind) =>
    `文書の最上位が${kind === "list" ? "リスト" : kind === "alias" ? "エイリアス" : "単独の値"}で、キーと値のマッピングではありません`,
  rootNotMapHelp: "エディションは、1 行目の `format: 1` から始めます",
  colourInBrackets: (colour, key) =>
    `引用符のない \`${colour}\` から行末までを YAML がコメントとして読むため、\`${key}\` に値がなく、かっこも閉じられていません`,
  quoteColour: (key, colour) => `色を引用符で囲んでください：${key}: "${colour}"`,
};
