// 移動（日本語）。
import type { MoveMessages } from "./move.en";

export const move: MoveMessages = {
  hint: "行き先を選んでください：光っているマスかロケーション、または一覧から。",
  none: "この出目では行ける場所がありません（ドアの前がふさがれているのかもしれません）。手番を終えてください。",
  log: { moved: (e, c) => `${c.who(e.seat)}が${c.where(e.to)}へ移動しました。` },
  story: { moved: (e, c) => `${c.where(e.to)}へ移動しました` },
};
