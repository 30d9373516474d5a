// 横のパネル：問題、ソース、距離、ボードの絵、詳細フォーム。
import type { Panels } from "../en/panels";

export const panels: Panels = {
  problems: {
    none: "問題はありません。このエディションはコンパイルできます。",
    count: ({ errors, warnings }) => `${errors}、${warnings}`,
    checking: "確認中…",
    error: "エラー 1 件",
    errors: ({ n }) => `エラー ${n} 件`,
    warning: "警告 1 件",
    warnings: ({ n }) => `警告 ${n} 件`,
    useTool: ({ tool }) => `「${tool}」の道具を使う`,
  },
  source: {
    apply: "テキストを反映",
    hint: "保存されるとおりのエディションファイルです。フォームにない項目はここで直接書き換えられます。",
    file: "ファイル",
    download: "このファイルをダウンロード",
    remove: "この翻訳を外す",
    newLocale: "新しい翻訳の言語コード",
    addLocale: "追加",
    localeHint:
      "翻訳はエディションの横の locales/<言語>.yaml に保存します。エディションと一緒に（または単独で）ここへドロップすると、一緒に検査されます。",
  },
  distances: {
    needClean: "エラーがなくなると距離が表示されます。",
    from: ({ what }) => `${what} からの歩数`,
    pick: "「距離」ツールでマスか部屋をクリックしてください。",
    matrix: "部屋から部屋へ",
    none: "–",
  },
  art: {
    import: "SVG を背景として読み込む",
    remove: "背景を外す",
    opacity: "不透明度",
    rejected: "このファイルはエディターで使える SVG 画像ではありません。",
    note: "スクリプト、リンク、イベント属性は表示の前に取り除かれます。背景はエディションファイルではなく、このブラウザに保存されます。",
  },
  form: {
    identity: "基本情報",
    cards: "カード",
    terms: "用語",
    rules: "ルール",
    modules: "モジュール",
    text: "ルール説明とメモ",
    add: "追加",
    remove: "削除",
    up: "上へ",
    on: "有効にする",
    off: "無効にする",
    unset: ({ value }) => `（未設定：${value}）`,
    default: "既定値",
    row: "行",
    col: "列",
    kind: "種類",
  },
};
