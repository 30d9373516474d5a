// 陰謀カードを引く（The Office のモジュール、日本語）。
import type { DrawIntrigueMessages } from "./draw-intrigue.en";

export const drawIntrigue: DrawIntrigueMessages = {
  button: "陰謀カードを引く",
  log: {
    "intrigue-drawn": (e, c) => {
      const d = e.drawn;
      const who = c.who(e.seat);
      if (d.kind === "keeper") return `${who}がキーパーカード「${c.names.keeper(d.keeper).name}」を引きました。`;
      if (d.kind !== "clock") return `${who}は陰謀カードを引けませんでした。山札がありません。`;
      return d.last
        ? `${who}が${c.clocks || d.count}枚目、最後の時計カードを引きました。`
        : `${who}が時計カードを引きました（${c.clocks}枚中${d.count}枚目）。`;
    },
  },
};
