// イントリーグカードを引く（The Office のモジュール、日本語）。
import type { DrawIntrigueMessages } from "./draw-intrigue.en";

export const drawIntrigue: DrawIntrigueMessages = {
  button: "インサイダーカードを引く",
  clock: (who, count, of) => `${who}が時計カードを引きました（${of}枚中${count}枚目）。`,
  lastClock: (who, of) => `${who}が${of}枚目、最後の時計カードを引きました。`,
  keeper: (who, keeper) => `${who}がキーパーカード「${keeper}」を引きました。`,
  nothing: (who) => `${who}はイントリーグカードを引けませんでした。山札がありません。`,
};
