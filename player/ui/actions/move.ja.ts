// 移動（日本語）。
import type { MoveMessages } from "./move.en";

export const move: MoveMessages = {
  hint: "行き先を選んでください：光っているマスかロケーション、または一覧から。",
  none: "この出目では行ける場所がありません（ドアの前がふさがれているのかもしれません）。手番を終えてください。",
  moved: (who, to) => `${who}が${to}へ移動しました。`,
  story: (to) => `${to}へ移動しました`,
};
