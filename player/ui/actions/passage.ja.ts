// 秘密の抜け道（日本語）。
import type { PassageMessages } from "./passage.en";

export const passage: PassageMessages = {
  button: (room) => `秘密の抜け道で ${room} へ`,
  passage: (who, from, to) => `${who}が秘密の抜け道を通って${from}から${to}へ移りました。`,
  story: (to) => `秘密の抜け道で${to}へ移りました`,
};
