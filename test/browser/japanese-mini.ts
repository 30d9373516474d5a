// The mini edition written in Japanese, with two problems (a player count under two, a door on no room): the
// all-Japanese editor test and the screenshot of the editor's problems in Japanese open the same file.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../editions";

export const JAPANESE_MINI = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8")
  .replace("name: Mini", "name: ミニ\nlocale: ja")
  .replace("tagline: A test edition.", "tagline: 試験用の版。")
  .replace("players: { min: 2, max: 3 }", "players: { min: 1, max: 3 }")
  .replace(/name: Red/, "name: 赤")
  .replace(/name: Blue/, "name: 青")
  .replace(/name: Green/, "name: 緑")
  .replace(/name: Rope/, "name: 縄")
  .replace(/name: Knife/, "name: 小刀")
  .replace(/name: Pipe/, "name: 管")
  .replace(/name: Attic/, "name: 屋根裏")
  .replace(/name: Bath/, "name: 浴室")
  .replace(/name: Cellar/, "name: 地下室")
  .replace("- { at: [5, 2], front: [4, 2] }", "- { at: [5, 2], front: [4, 2] }\n    - { at: [3, 4], front: [2, 4] }")
  .replace("rulesText: |\n  Find the three cards.", "rulesText: |\n  3枚のカードを突き止めよう。")
  .concat(
    "terms:\n  suspect: 容疑者\n  suspects: 容疑者\n  weapon: 凶器\n  weapons: 凶器\n  room: 部屋\n  rooms: 部屋\n" +
      "  card: カード\n  cards: カード\n  suggestion: 推理\n  accusation: 告発\n  envelope: 事件ファイル\n  notepad: 探偵ノート\n",
  );
