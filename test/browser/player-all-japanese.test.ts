// A whole game in Japanese, on each shipped edition: no text of the page and no accessible name holds an
// English word, at any step from the first screen to the game's end (the menus, the notebook, the log and
// the rules included). A word the page may show in Latin letters is on the list below with its reason.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EDITIONS } from "../editions";
import { errorsOf, freshPages } from "./fresh";
import { pageSuite } from "./suite";
import { bakedPage } from "./table-helpers";
import { QUICK, buildPlayer, clickStep, playToEnd, taken } from "./player-harness";

const ALLOWED = new Map<string, string>([
  ["English", "the language menu names each language in itself"],
  ["Enter", "a key's name, as printed on Japanese keyboards too"],
  ["Page", "a key's name (Page Up, Page Down), as printed on Japanese keyboards too"],
  ["Up", "a key's name (Page Up), as printed on Japanese keyboards too"],
  ["Down", "a key's name (Page Down), as printed on Japanese keyboards too"],
]);

const suite = pageSuite(buildPlayer);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });

/** Every run of two or more Latin letters in the page's text nodes, title and accessible names, with where. */
const englishOf = (page: Page): Promise<Array<[string, string]>> =>
  page.evaluate(() => {
    const found: Array<[string, string]> = [];
    const scan = (text: string | null, where: string) => {
      // A file's name (edition.yaml, locales/*.yaml) is the file's in every language, and the product's
      // name, Clue Kit, is its brand.
      const words = (text ?? "").replace(/[\w*/-]+\.(yaml|json)\b/g, "").replace(/Clue Kit/g, "");
      for (const m of words.matchAll(/[A-Za-z]{2,}/g)) found.push([m[0], `${where}: ${text?.slice(0, 80)}`]);
    };
    scan(document.title, "title");
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const tag = n.parentElement?.tagName;
      if (tag === "SCRIPT" || tag === "STYLE") continue;
      scan(n.textContent, `<${tag?.toLowerCase()}>`);
    }
    for (const el of document.querySelectorAll("[aria-label],[title],[alt],[placeholder],[aria-roledescription]"))
      for (const a of ["aria-label", "title", "alt", "placeholder", "aria-roledescription"])
        scan(el.getAttribute(a), `<${el.tagName.toLowerCase()} ${a}>`);
    return found;
  });

describe("the start screen in Japanese", () => {
  it("shows no English word", async () => {
    const { page, seen: errors } = await fresh(`${suite.url}?lang=ja`, errorsOf(true));
    await page.locator('[data-action="start"]').waitFor();
    const english = (await englishOf(page)).filter(([w]) => !ALLOWED.has(w));
    expect(english.map(([w, where]) => `${w} (${where})`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

const games = QUICK ? (["classic"] as const) : EDITIONS;

describe.each(games)("%s in Japanese", (edition) => {
  it("shows no English word from the first screen to the end of a whole game", async () => {
    const { page, seen: errors } = await fresh(
      `${suite.url}?edition=${edition}&players=4&humans=1&seed=4&pace=instant&lang=ja`,
      errorsOf(true),
    );
    taken.delete(page);
    await page.locator("main[data-viewer]").waitFor();
    const english = new Map<string, string>();
    const keep = async () => {
      for (const [word, where] of await englishOf(page)) if (!ALLOWED.has(word)) english.set(word, where);
    };
    await playToEnd(page, clickStep, keep);
    await keep();
    // The panels a player opens: each tab of the side panel, and the menu.
    for (const tab of await page.locator('[role="tab"]').all()) {
      await tab.click();
      await keep();
    }
    await page.locator("details.menu > summary").click();
    await keep();
    expect([...english].map(([w, where]) => `${w} (${where})`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("a page clue-compile build bakes, in Japanese", () => {
  it("names the edition it differs from in Japanese in the rules panel", async () => {
    const { page, seen: errors } = await fresh(
      `${bakedPage(suite.url, "tower-of-terror")}?players=4&humans=1&seed=4&pace=instant&lang=ja`,
      errorsOf(true),
    );
    await page.locator("main[data-viewer]").waitFor();
    await page.locator("#tab-rules").click();
    await expect.poll(() => page.locator("#rules-differences-title").textContent()).toBe("クルーとの違い");
    const english = (await englishOf(page)).filter(([w]) => !ALLOWED.has(w));
    expect(english.map(([w, where]) => `${w} (${where})`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
