// The editor in Japanese with a broken edition open (one written in Japanese, so that every word of it is
// the designer's own Japanese): no text and no accessible name of the page holds an English word, its
// problems included, on every tab of the side panel and with each tool in hand. The YAML source a designer
// types is not the page's words and is left out.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../editions";
import { codes, buildEditor } from "./editor-page";
import { ALLOWED, englishOf } from "./english";
import { errorsOf, freshPages } from "./fresh";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

// The mini edition in Japanese, with two problems: a player count under two, a door on no room.
const JAPANESE = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8")
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

// The edition's own ids, which the format keeps to ASCII letters in every language: a picker shows one
// beside its name ("赤 (red)").
const IDS = new Set(["mini", "red", "blue", "green", "rope", "knife", "pipe", "attic", "bath", "cellar"]);

describe("the editor in Japanese", () => {
  it("shows no English word with a broken edition open, its problems included", async () => {
    const { page, seen: errors } = await fresh(`${suite.url}?lang=ja`, errorsOf());
    // Dropped on the page, as a designer drags a file in.
    await page.evaluate((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], "edition.yaml"));
      document
        .querySelector(".editor")!
        .dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, JAPANESE);
    await expect
      .poll(() => codes(page))
      .toEqual(expect.arrayContaining(["SCHEMA_OUT_OF_RANGE", "DOOR_NOT_ON_ROOM_EDGE"]));
    const english = new Map<string, string>();
    const keep = async () => {
      for (const [word, where] of await englishOf(page, ".source, textarea, .cm-editor"))
        if (!ALLOWED.has(word) && !IDS.has(word)) english.set(word, where);
    };
    await keep();
    for (const tab of await page.locator('[role="tab"]').all()) {
      await tab.click();
      await keep();
    }
    for (const tool of await page.locator("[data-tool]").all()) {
      await tool.click();
      await keep();
    }
    expect([...english].map(([w, where]) => `${w} (${where})`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
