// The editor in Japanese with a broken edition open (one written in Japanese, so that every word of it is
// the designer's own Japanese): no text and no accessible name of the page holds an English word, its
// problems included, on every tab of the side panel and with each tool in hand. The YAML source a designer
// types is not the page's words and is left out.
import { describe, expect, it } from "vitest";
import { codes, buildEditor, dropText } from "./editor-page";
import { ALLOWED, englishOf } from "./english";
import { errorsOf, freshPages } from "./fresh";
import { JAPANESE_MINI as JAPANESE } from "./japanese-mini";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

// The edition's own ids, which the format keeps to ASCII letters in every language: a picker shows one
// beside its name ("赤 (red)").
const IDS = new Set(["mini", "red", "blue", "green", "rope", "knife", "pipe", "attic", "bath", "cellar"]);

describe("the editor in Japanese", () => {
  it("shows no English word with a broken edition open, its problems included", async () => {
    const { page, seen: errors } = await fresh(`${suite.url}?lang=ja`, errorsOf());
    await dropText(page, JAPANESE);
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
