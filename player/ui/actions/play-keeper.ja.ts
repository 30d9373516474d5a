// キーパーカードを使う（日本語）。
import type { PlayKeeperMessages } from "./play-keeper.en";

export const playKeeper: PlayKeeperMessages = {
  button: (name) => `${name} を使う`,
  played: (who, keeper) => `${who}がキーパーカード「${keeper}」を使いました。`,
};
