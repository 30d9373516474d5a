// サイコロを振る（日本語）。
import type { RollMessages } from "./roll.en";

export const roll: RollMessages = {
  button: "サイコロを振る",
  log: { rolled: (e, c) => `${c.who(e.seat)}がサイコロを振りました。${c.faces(e.faces)}で、${e.steps}マス進めます。` },
  story: { rolled: (e, c) => `サイコロは${c.faces(e.faces)}、${e.steps}マス進めます` },
};
