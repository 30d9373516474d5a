// What `clue-compile` itself says around the diagnostics, in Japanese: the same keys as en/cli.ts.
import type { cliEn } from "../en/cli";
import type { Same } from "../text";

export const cliJa: Same<typeof cliEn> = {
  summary: (errors, warnings) => `エラー ${errors} 件、警告 ${warnings} 件`,
  noSuchPath: (arg) => `${arg}：そのようなファイルもフォルダーもありません`,
  noEditionInFolder: (arg) => `${arg}：フォルダーに edition.yaml がありません`,
  notAFile: (path) => `${path}：ファイルではありません`,
  cannotRead: (path, why) => `${path}：読めません${why ? `（${why}）` : ""}`,
  unreadableHelp: "edition.yaml か、それを入れたフォルダーのパスを指定してください",
  unknownCode: (code) => `未知のコード ${code} です`,
  seeCatalogue: "compiler/catalogue.ts を見てください",
  didYouMean: (c) => `\`${c}\` のことですか？`,
  explainHead: (code, severity, title) => `${code}（${severity === "error" ? "エラー" : "警告"}）：${title}`,
  playsAs: (b, a) => `${b} は ${a} と同じように遊べます。`,
  differsFrom: (b, a) => `${b} が ${a} と違うところ：`,
  watching: "変更を見張っています。Ctrl-C で止まります",
  checkFailed: (why) => `チェック中の内部エラー：${why}`,
};
