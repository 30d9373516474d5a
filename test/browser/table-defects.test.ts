// Issue 25, point 10: defects of the start screen, the menu, the rules' differences and the site's index,
// each seen as a player sees it, on each edition (the quick tier: classic alone).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { writeSite } from "../../compiler/site";
import { EDITIONS, ROOT, loadEdition } from "../editions";
import { seriousViolations } from "./axe";
import { japaneseInSystemFonts } from "./glyphs";
import { QUICK, buildPlayer } from "./player-harness";
import { pageSuite } from "./suite";
import { bakedPage, finishedGame, opener, startScreen, stored, withStorage } from "./table-helpers";

const suite = pageSuite(buildPlayer);
const open = opener(suite);
const editions = QUICK ? (["classic"] as const) : EDITIONS;

describe.each(editions)("%s at the start screen and in the menu", (edition) => {
  const name = loadEdition(edition).edition.name;

  it("plays at the pace chosen on the start screen, not the one the page was loaded with", async () => {
    const { page, errors } = await open(`pace=instant&edition=${edition}`);
    await startScreen(page);
    await page.check(`input[name="edition"][value="${edition}"]`);
    await page.selectOption('select[name="pace"]', "slow");
    await page.click('[data-action="start"]');
    await page.locator("main[data-viewer]").waitFor();
    await page.locator(".menu summary").click();
    expect(await page.locator(".menu select").first().inputValue()).toBe("slow");
    expect(errors).toEqual([]);
  });

  it("offers a finished game as finished, and opens its end instead of dealing a new one", async () => {
    const over = finishedGame(edition, 3);
    const { page } = await open("");
    await withStorage(page, {
      [`clue-kit:game:${edition}`]: stored(over),
      "clue-kit:settings": JSON.stringify({ edition }),
    });
    await startScreen(page);
    const offer = page.getByRole("button", {
      name: new RegExp(`(Resume the saved game|See how the last game) of ${name}`),
    });
    expect(await offer.textContent()).toBe(`See how the last game of ${name} ended`);
    await offer.click();
    await page.locator('[data-testid="game-over"]').waitFor({ timeout: 10_000 });
    const save = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), `clue-kit:game:${edition}`)) ?? "{}");
    expect(save.save.seed).toBe(over.seed);
  });

  it("asks before the menu's New game throws away the game in progress; cancelled, the game stays", async () => {
    const { page, errors } = await open(`edition=${edition}&players=3&humans=1&seed=6&pace=instant`);
    // At the human's turn, the computer players wait: the stored game holds still.
    await page.locator('[data-action="roll"]:not([disabled])').first().waitFor({ timeout: 20_000 });
    const key = `clue-kit:game:${edition}`;
    const before = await page.evaluate((k) => localStorage.getItem(k), key);
    await page.locator(".menu summary").click();
    await page.locator('.menu [data-action="new-game"]:not([data-confirm])').click();
    const question = page.getByRole("alertdialog");
    await expect.poll(() => question.count(), { timeout: 2_000 }).toBe(1);
    expect(await question.textContent()).toContain("The game in progress will be lost.");
    expect(await seriousViolations(page, [".menu"])).toEqual([]);
    await question.getByRole("button", { name: "Keep playing" }).click();
    expect(await question.count()).toBe(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(before);
    // Confirmed, it is a new game.
    await page.locator('.menu [data-action="new-game"]:not([data-confirm])').click();
    await page.locator('[data-action="new-game"][data-confirm]').click();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).not.toBe(before);
    expect(errors).toEqual([]);
  });

  it.skipIf(edition === "classic")(
    "the rules' differences are sentences for players, in English and in Japanese",
    async () => {
      const url = bakedPage(suite.url, edition);
      const langs = loadEdition(edition).edition.locales.ja ? ["en", "ja"] : ["en"];
      for (const lang of langs) {
        const { page } = await open(`players=3&humans=1&seed=2&pace=instant&lang=${lang}`, url);
        await page.locator("#tab-rules").click();
        const lines = await page.locator(".rules-differences li").allTextContents();
        expect(lines.length).toBeGreaterThan(3);
        for (const line of lines) {
          // Coordinates, option names, design notes ("Say Rumor for Suggestion"), the English terms in Japanese.
          expect(line).not.toMatch(/\[\d+, ?\d+\]|^Say |\(new:|movement\.|「(Suspect|Weapon|Room|Case File)s?」/);
        }
      }
    },
  );
});

describe("the language, chosen per edition", () => {
  it("Japanese chosen for Tower of Terror leaves classic's start screen all English, and comes back with Tower", async () => {
    const { page, errors } = await open("");
    await startScreen(page);
    const startButton = page.locator('[data-action="start"]');
    await page.check('input[name="edition"][value="tower-of-terror"]');
    await page.selectOption('select[name="lang"]', "ja");
    expect(await startButton.textContent()).toBe("ゲーム開始");
    await page.check('input[name="edition"][value="classic"]');
    expect(await page.locator('select[name="lang"]').inputValue()).toBe("en");
    expect(await startButton.textContent()).toBe("Start the game");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.check('input[name="edition"][value="tower-of-terror"]');
    expect(await startButton.textContent()).toBe("ゲーム開始");
    // Chosen for classic, which has a Japanese translation: its names in Japanese too, with no note.
    await page.check('input[name="edition"][value="classic"]');
    await page.selectOption('select[name="lang"]', "ja");
    await expect.poll(() => page.locator('label:has(input[value="classic"])').textContent()).toContain("クルー");
    expect(await page.locator(".options").textContent()).not.toContain("日本語訳がありません");
    // Chosen for an edition opened from a file with no Japanese: the controls are Japanese, and the page
    // says why the names are not.
    await page.locator('input[type="file"]').first().setInputFiles(join(ROOT, "test/fixtures/valid/mini.yaml"));
    await page.locator('input[name="edition"]:checked:not([value="classic"])').waitFor();
    await page.selectOption('select[name="lang"]', "ja");
    expect(await page.locator(".options").textContent()).toContain("日本語訳がありません");
    expect(errors).toEqual([]);
  });
});

describe("the index page npm start serves", () => {
  /** An edition with no Japanese, as the index is told of it. */
  const MINI = { name: "Mini", tagline: "A test edition.", locale: "en", locales: {} };
  /** The site of classic and The Office (and an edition with no Japanese), written into a fresh folder. */
  const writeIndex = async () => {
    const root = mkdtempSync(join(tmpdir(), "clue-index-"));
    const built = (["classic", "the-office", "mini"] as const).map((id) => {
      const dir = join(root, id);
      mkdirSync(dir);
      writeFileSync(join(dir, "index.html"), "<!doctype html><title>x</title>");
      const e = id === "mini" ? MINI : loadEdition(id).edition;
      return { id, name: e.name, tagline: e.tagline, locale: e.locale, locales: e.locales, dir };
    });
    await writeSite(ROOT, root, built, () => {});
    return pathToFileURL(join(root, "index.html")).href;
  };
  /** The site, written once for the file: both tests only read it. */
  let written: Promise<string> | undefined;
  const site = () => (written ??= writeIndex());
  /** The text a reader sees: hidden blocks (the other language) are left out. */
  const visible = (page: Page) => page.locator("body").innerText();

  it("shows the editions to play and the editor, and none of the build's own files", async () => {
    const { page } = await open("", await site(), "h1");
    const links = await page.$$eval("[data-lang=en] a", (all) => all.map((a) => a.getAttribute("href")));
    expect(links).toEqual(["classic/index.html", "the-office/index.html", "mini/index.html", "editor/index.html"]);
    const text = await visible(page);
    expect(text).not.toMatch(/edition\.json|edition\.ts|board\.svg|\(classic;/);
    expect(text).toContain(loadEdition("the-office").edition.tagline);
    // The English page holds no Japanese but the language menu's own 日本語.
    expect(text.replace("日本語", "")).not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
  });

  it("reads in Japanese in a Japanese browser, with the editions' Japanese names, and switches by its links", async () => {
    const context = await suite.browser.newContext({ locale: "ja-JP" });
    try {
      const page = await context.newPage();
      await page.goto(await site());
      await page.locator("h1").waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
      const ja = await visible(page);
      const office = loadEdition("the-office").edition.locales.ja;
      for (const said of [
        "クルー",
        office?.name ?? "?",
        office?.tagline ?? "?",
        "ボードエディター",
        "日本語訳はありません",
      ])
        expect(ja).toContain(said);
      // No English sentence is left but the brand, the language menu's own "English" and the names of the
      // edition that has no Japanese (mini's, in its own language, as the page says).
      const rest = [MINI.name, MINI.tagline, "Clue Kit", "English"].reduce((t, s) => t.split(s).join(" "), ja);
      expect(rest).not.toMatch(/[A-Za-z]{2,}/);
      expect(await japaneseInSystemFonts(page)).toEqual([]);
      await page.click('nav a[href="#en"]');
      await expect.poll(() => visible(page)).toContain("Choose an edition to play");
      expect(await visible(page)).not.toContain("クルー");
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
