// キーパーカードを使う（日本語）。
import type { PlayKeeperMessages } from "./play-keeper.en";

export const playKeeper: PlayKeeperMessages = {
  button: (name) => `${name}を使う`,
  log: {
    effect: (e, c) =>
      "keeper" in e.source
        ? `${c.who(e.seat)}がキーパーカード「${c.names.keeper(e.source.keeper).name}」を使いました。`
        : null,
  },
};
