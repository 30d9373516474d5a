// Messages about `extends:` and translation files in Japanese: the same keys as en/extends.ts.
import type { extendsEn, ListWhat } from "../en/extends";
import type { Same } from "../text";

const WHAT: Record<ListWhat, string> = {
  suspect: "容疑者",
  weapon: "凶器",
  room: "部屋",
  keeper: "キーパーカード",
  power: "能力",
};
const GROUP: Record<string, string> = {
  suspects: "容疑者",
  weapons: "凶器",
  rooms: "部屋",
  keepers: "キーパーカード",
  powers: "能力",
};
const code = (keys: readonly string[]) => keys.map((k) => `\`${k}\``).join("、");

export const extendsJa: Same<typeof extendsEn> = {
  didYouMean: (c) => `\`${c}\` のことですか？`,
  markerWithoutParent: (key) =>
    `\`${key}\` はほかのエディションを拡張するエディション用ですが、このファイルは何も拡張していません`,
  markerWithoutParentHelp: "先頭に `extends: <エディションの ID かパス>` を加えるか、このキーを削除してください",
  noneToRemove: (what, id) => `親エディションに、削除する${WHAT[what]} \`${id}\` がありません`,
  noneToReplace: (what, id) => `親エディションに、置き換える${WHAT[what]} \`${id}\` がありません`,
  noneToChange: (what, id, lacking) =>
    `親エディションに、変更する${WHAT[what]} \`${id}\` がありません。新しく加えるものとしては ${code(lacking)} が足りません`,
  howToAdd: (what, needs) =>
    `。${WHAT[what]}を加えるなら ${needs.join("、")} を書き、ほかのものと置き換えるなら \`replaces: <id>\` を加えてください`,
  parentsAre: (known) => `親エディションにあるもの：${known.slice(0, 12).join("、")}${known.length > 12 ? "、…" : ""}`,
  tooDeep: (n, max) => `これは \`extends\` の連なりの ${n} 番目のエディションです。上限は ${max} です`,
  tooDeepHelp: "連なりのもっと上のエディションを直接拡張するか、キーをそのまま書いてください",
  notIdOrPath: (ref) => `\`${ref}\` はエディションの ID でも相対パスでもありません`,
  notIdOrPathHelp: "`classic` のようなエディションの ID か、./ や ../ で始まるパスを書いてください",
  notFound: (ref, why) => `親エディション \`${ref}\` が見つかりません：${why}`,
  notFoundHelp:
    "`classic` のようなエディションの ID か、このファイルから見た edition.yaml（またはそのフォルダー）への相対パス（例：`../classic`）を書いてください",
  outside: (ref, why) => `親エディション \`${ref}\` がプロジェクトの外にあります（${why}）`,
  outsideHelp: "このプロジェクトの中のエディションを拡張してください。先に親を variants/ へコピーします",
  cycle: (ref, file, chain) => `\`extends: ${ref}\` をたどると ${file} に戻ってしまいます：${chain.join(" -> ")}`,
  cycleHelp:
    "エディションは自分自身の祖先になれません。どれかひとつを、輪の外のエディションを拡張するか何も拡張しないように変えてください",
  noEditionsHere: "ここには拡張できるエディションがありません",
  lookupFailed: "探す途中で失敗しました",
  unreadable: (path, why, ref) => `${path} が読めません（${why}、\`${ref}\` から）`,
  noSibling: (ref) =>
    `このエディションのフォルダーの隣に \`${ref}\` フォルダーがなく、その ID の組み込みエディションもありません`,
  mustBeRelative: "パスは相対パスにしてください",
  resolvesTo: (path) => `たどった先は ${path} です`,
  linkLeadsTo: (path) => `リンクが ${path} を指しています`,
  doesNotExist: (path) => `${path} がありません`,
  notEditionFile: (path) => `${path} はエディションのファイルではありません`,
  cannotRead: (path) => `${path} が読めません`,
  notOpened: (ref) => `\`${ref}\` という組み込みエディションも、開いたエディションもありません`,
  climbsAbove: "ファイルを開いたフォルダーより上へ出てしまいます",
  openToo: (path) => `${path}（またはそのフォルダー）も開いてください`,
  localeMismatch: (lang, said) => `このファイルは locales/${lang}.yaml ですが、\`locale: ${said}\` と書かれています`,
  localeMismatchHelp: (lang) => `\`locale: ${lang}\` と書くか、ファイル名を変えてください`,
  noSuchEntry: (group, id) => `エディションに${GROUP[group] ?? group} \`${id}\` はありません`,
  itsIds: (ids) => `ある ID：${ids.join("、")}`,
  untranslated: (n, keys) =>
    `${n} 件の文字列が翻訳されていません：${keys.slice(0, 8).join("、")}${keys.length > 8 ? "、…" : ""}`,
  untranslatedHelp: "この言語のプレイヤーには、そこだけエディションの元の言葉が表示されます",
  moreLikeIt: (n) => `（ほかに同様のものが ${n} 件あり、表示していません）`,
};
