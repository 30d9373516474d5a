// 枠まわり：ヘッダーのメニュー、印刷キット、ファイルを開く・新規作成、下書き、タブ、ステータス行。
import { formatList } from "../../../i18n/format";
import type { Frame } from "../en/frame";

export const frame: Frame = {
  app: {
    title: "Clue Kit ボードエディター",
    untitled: "無題",
  },
  menu: {
    open: "開く",
    builtin: "収録エディション",
    file: "ファイルを開く…",
    new: "新しいボード…",
    save: "edition.yaml をダウンロード",
    writeBack: "ファイルに上書き保存",
    undo: "元に戻す",
    redo: "やり直す",
    print: "印刷キット（PDF）",
    playtest: "テストプレイ",
    lang: "言語",
  },
  print: {
    a4: "A4 で印刷キットを作る",
    letter: "レターサイズで印刷キットを作る",
    hint: "紙で遊ぶための PDF を一つ作ります（ボード、カード、メモ用紙、コマ、ルール）。エディションの元の言語で、ラテン文字のフォントを使います。日本語のキットはコマンドライン（`clue-compile print <edition> --lang ja`）で作ってください。",
    working: "キットを作っています…",
    done: ({ file }) =>
      `${file} をダウンロードしました。等倍（100 %）で印刷し、カードは両面（長辺とじ）で印刷してください。`,
    doneLatin: ({ file }) =>
      `${file} をダウンロードしました。このページにはラテン文字のフォントしかないため、それ以外の文字は ? になります。日本語はコマンドライン（\`clue-compile print <edition> --lang ja\`）で作ってください。`,
    needClean: "先に問題を直してください。印刷キットはエラーのないエディションから作ります。",
    failed: "この下書きからはキットを作れませんでした。",
  },
  playtest: {
    back: "エディターに戻る",
  },
  drop: {
    hint: "edition.yaml をどこにでもドロップすると開きます。",
  },
  new: {
    title: "新しいエディション",
    rows: "行数",
    cols: "列数",
    fromSize: "この大きさの白紙のボード",
    fromBuiltin: "収録エディションの複製",
    create: "作成",
    cancel: "やめる",
  },
  draft: {
    found: ({ name, when }) => `「${name}」の下書き（${when}）がこのブラウザに残っています。`,
    restore: "下書きを戻す",
    discard: "破棄する",
  },
  confirm: {
    discard: ({ file }) =>
      `「${file}」には保存していない変更があります。それでも別のファイルを開きますか？（変更は失われます）`,
  },
  status: {
    questionRefused: ({ row, col }) =>
      `？マスは廊下のマスに置きます。${row} 行 ${col} 列は廊下ではありません。先に廊下として塗ってください。`,
    saved: "保存しました。",
    downloaded: ({ file }) => `${file} をダウンロードしました。`,
    openFailed: ({ reason }) => `そのファイルは開けませんでした：${reason}`,
    inexact: "この変更はその場で書き込めなかったため、ファイル全体を書き直しました。",
    boardCopied: ({ parent }) =>
      `「${parent}」から受け継いだボードを、変更とともにこのファイルに書き写しました。元に戻すで両方戻ります。`,
    localesAdded: ({ files }) => `翻訳 ${formatList("ja", files)} を追加しました。エディションと一緒に検査されます。`,
    roomSplit: ({ name }) =>
      `${name}が離れた 2 か所に分かれました。別の部屋にするには先に「部屋を追加」を押します（元に戻すで取り消せます）。`,
  },
  zoom: {
    in: "拡大",
    out: "縮小",
    fit: "全体を表示",
  },
  tab: {
    problems: "問題",
    details: "詳細",
    distances: "距離",
    source: "ソース",
    art: "ボードの絵",
  },
  toolbar: {
    label: "道具",
  },
};
