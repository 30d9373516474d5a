// サイコロを振る（日本語）。
import type { RollMessages } from "./roll.en";

export const roll: RollMessages = {
  button: "サイコロを振る",
  rolled: (who, faces, steps) => `${who}がサイコロを振りました。${faces}で、${steps}マス進めます。`,
  story: (faces, steps) => `サイコロは${faces}、${steps}マス進めます`,
};
