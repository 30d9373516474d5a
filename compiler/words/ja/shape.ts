// Phase `validate`'s messages in Japanese: the same keys as en/shape.ts. The schema's descriptions are
// English, so the Japanese help says what the place takes in its own words instead of quoting them.
import type { Bound, PatternKind, shapeEn, TypeName } from "../en/shape";
import type { Same } from "../text";

/** A place followed by its particle: a code span keeps a space before it, Japanese text none. */
const at = (where: string) => (where ? `\`${where}\` ` : "ファイル");
const code = (keys: readonly string[]) => keys.map((k) => `\`${k}\``).join("、");
const TYPES: Record<TypeName, [string, string]> = {
  integer: ["整数", "（例：3）"],
  number: ["数", "（例：3）"],
  string: ["文字列", "（YAML が数や true/false と読むものは引用符で囲みます）"],
  boolean: ["true か false", ""],
  array: ["リスト", "（[a, b] と書くか、1 行に 1 つずつ `- item` と書きます）"],
  object: ["マッピング", "（`key: value` の行で書きます）"],
};
/** A type's words; a type the schema may add later is named as it is. */
const typeOf = (t: string): [string, string] => (Object.hasOwn(TYPES, t) ? TYPES[t as TypeName] : [t, ""]);
const typeName = (t: string) => typeOf(t)[0];
const PATTERNS: Record<PatternKind, string> = {
  id: "ID は小文字の英字と数字を 1 つのハイフンでつないだものです（例：`lead-pipe`）",
  colour: '色は #rrggbb の形で、"#c8102e" のように引用符で囲んで書きます（# は YAML のコメントの始まりです）',
  art: "ボードの絵は、エディションの art/ フォルダーにある .svg ファイルです（例：art/board.svg）",
  key: "グリッドのキーは 1 文字です",
  lang: "言語は `en` や `ja` のようなコードで書きます",
  other: "スキーマにあるこのキーの説明を見てください",
};
const bound = (limit: number, unit: string) =>
  unit === "items" ? `${limit} 項目` : unit ? `${limit} 文字` : `${limit}`;

export const shapeJa: Same<typeof shapeEn> = {
  didYouMean: (c) => `\`${c}\` のことですか？`,
  colourEmpty: (key, comment) =>
    `\`${key}\` が空です。引用符のない \`${comment}\` を YAML がコメントとして読んでいます`,
  quoteColour: (key, colour) => `色を引用符で囲んでください：${key}: "${colour}"`,
  emptyByComment: (where, comment) =>
    `${at(where)}が空です。空白のあとの \`#\` はコメントの始まりなので、YAML は \`${comment}\` をコメントとして読んでいます`,
  quoteValue: (key, value) => `値を引用符で囲んでください：${key}: "${value}"`,
  noValue: (where, type) => `${at(where)}に値がありません。${typeName(type)}を書いてください`,
  wrongType: (where, type) => `${at(where)}は${typeName(type)}でなければなりません`,
  typeHelp: (type) => `ここには${typeName(type)}を書きます${typeOf(type)[1]}`,
  formatUnsupported: (value) => `format ${value} には対応していません`,
  readsFormat1: "この Clue Kit が読めるのは `format: 1` です",
  mustBe: (where, value) => `${at(where)}は ${value} でなければなりません`,
  write: (value) => `${value} と書いてください`,
  oneOf: (where, allowed) => `${at(where)}は次のどれかでなければなりません：${allowed.join("、")}`,
  useOneOf: (allowed) => `次のどれかを使ってください：${allowed.join("、")}`,
  unknownKey: (name, where) => `${at(where)}に未知のキー \`${name}\` があります`,
  allowedKeys: (known) => `ここで使えるキー：${known.join("、")}`,
  lacksKind: (where) => `${at(where)}に必須のキー \`kind\` がありません`,
  kindNotOneOf: (tag, names) => `\`kind: ${tag}\` は次のどれでもありません：${names.join("、")}`,
  addKind: (names) => `\`kind:\` を加えてください。値は次のどれかです：${names.join("、")}`,
  branches: (where, names) => `${at(where)}は ${names.join(" か ")} でなければなりません`,
  branchesHelp: (names) => `${names.join(" か ")} を使ってください`,
  badlyFormed: (where, value) => `${at(where)}の形が正しくありません：${value}`,
  keyBadlyFormed: (where) => `${at(where)}のキーの形が正しくありません`,
  pattern: (kind) => PATTERNS[kind],
  outOfRange: (where, b: Bound, limit, size, value) => {
    const w = at(where);
    switch (b) {
      case "minItems":
        return size === 0
          ? `${w}が空のリストです。少なくとも ${limit} 項目必要です`
          : `${w}は ${size} 項目です。少なくとも ${limit} 項目必要です`;
      case "maxItems":
        return `${w}は ${size} 項目です。上限は ${limit} 項目です`;
      case "minLength":
        return size === 0 ? `${w}が空の文字列です` : `${w}は ${size} 文字です。少なくとも ${limit} 文字必要です`;
      case "maxLength":
        return `${w}は ${size} 文字です。上限は ${limit} 文字です`;
      case "minimum":
        return `${w}は ${value} です。最小値は ${limit} です`;
      case "maximum":
        return `${w}は ${value} です。最大値は ${limit} です`;
      default:
        return `${w}はここでは使えません`;
    }
  },
  allowedRange: (lo, hi, unit) => {
    if (!isNaN(lo) && !isNaN(hi)) return `使える範囲：${bound(lo, unit)}〜${bound(hi, unit)}`;
    return !isNaN(lo) ? `使える範囲：${bound(lo, unit)}以上` : `使える範囲：${bound(hi, unit)}以下`;
  },
  described: () => PATTERNS.other,
  lacksKeys: (where, keys) => `${at(where)}に必須のキー ${code(keys)} がありません`,
  addKeys: (keys, where) =>
    `${where ? `\`${where}\`` : "ファイルの最上位"}に ${keys.map((k) => `\`${k}:\``).join("、")} を加えてください`,
};
