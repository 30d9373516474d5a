// What the commands that write files say as they work, in Japanese: the same keys as en/run.ts.
import type { runEn } from "../en/run";
import type { Same } from "../text";

export const runJa: Same<typeof runEn> = {
  built: (dir, files, wrote) => `✓ ${dir}/：${files}（${wrote === null ? "変更なし" : `${wrote} を書き出しました`}）`,
  artUnusable: (why) => `ボードの絵が使えません：${why}`,
  noPlayerApp:
    "注：index.html は書き出しません。Web プレイヤーがまだビルドされていません（player/ui/vite.config.ts がありません）",
  pageFailed: (why) => `プレイヤーのページをビルドできませんでした：${why}`,
  buildingPage: (app) =>
    `${app === "editor" ? "エディター" : "プレイヤー"}のページを Vite でビルドしています（ソースが変わるまでは一度だけです）`,
  builtIn: (ms) => `${ms} ミリ秒でビルドしました。見張りを続けます`,
  buildFailed: (why) => `ビルド中の内部エラー：${why}`,
  editorInEditionFolder: "注：dist/editor/ はエディションのフォルダーなので、エディターのページはそこに書き出しません",
  noEditorApp: "注：エディターはまだビルドされていません（editor/vite.config.ts がありません）",
  paperChoice: (papers) => `--paper には ${papers} のどれかを指定してください`,
  outIsFolder: (path, example) => `${path} はフォルダーです。${example} のようにファイル名を指定してください`,
  notWritable: (path) => `${path} に書き込めません（権限がありません）`,
  notAFolder: (dir) => `${dir} はフォルダーではありません。先に作ってください`,
  cannotRead: (path) => `${path} を読めません`,
  noLanguage: (lang, langs) => `このエディションに言語 ${lang} はありません。あるのは ${langs} です`,
  printed: (out, pages, kb) => `✓ ${out}：${pages} ページ、${kb} KB`,
  badPort: (port) => `--port には 0〜65535 の数を指定してください（「${port}」は使えません）`,
  noIndex: (dist) => `注：${dist} に index.html がありません。先に \`npm run build\` を実行してください`,
  serving: (url, where) => `Clue Kit：${url}/ （${where}。Ctrl-C で止まります）`,
  sharedThrough: (redis) => `ゲームは ${redis} を通じて共有します`,
  keptIn: (dir) => `ゲームは ${dir} に保存します`,
  noSource: (from, dir) =>
    `${from}：そのようなファイルもフォルダーもなく、${dir}/ にも同梱のエディション（\`classic\`、\`tower-of-terror\`、\`the-office\`）にもその ID はありません`,
  badId: (id) => `「${id}」は ID に使えません。my-edition のように、小文字と数字をハイフンでつないでください`,
  exists: (target) => `${target} はもうあります。別の ID にするか、それを消してください`,
  noIdLine: (file) => `${file} には書き換える最上位の \`id:\` 行がありません`,
  created: (path) => `${path} を作りました`,
};
