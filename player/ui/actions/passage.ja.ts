// 秘密の抜け道（日本語）。
import type { PassageMessages } from "./passage.en";

export const passage: PassageMessages = {
  button: (room) => `秘密の抜け道で${room}へ`,
  log: {
    passage: (e, c) => `${c.who(e.seat)}が秘密の抜け道を通って${c.where(e.from)}から${c.where(e.to)}へ移りました。`,
  },
  story: { passage: (e, c) => `秘密の抜け道で${c.where(e.to)}へ移りました` },
};
