// Issue 25, point 10: defects of the start screen, the menu, the rules' differences and the site's index,
// each seen as a player sees it, on each edition (the quick tier: classic alone).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { writeSite } from "../../compiler/site";
import { EDITIONS, ROOT, loadEdition } from "../editions";
import { seriousViolations } from "./axe";
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
  it("shows the editions to play and the editor, and none of the build's own files", async () => {
    const root = mkdtempSync(join(tmpdir(), "clue-index-"));
    const built = (["classic", "the-office"] as const).map((id) => {
      const dir = join(root, id);
      mkdirSync(dir);
      writeFileSync(join(dir, "index.html"), "<!doctype html><title>x</title>");
      const e = loadEdition(id).edition;
      return { id, name: e.name, tagline: e.tagline, dir };
    });
    await writeSite(ROOT, root, built, () => {});
    const { page } = await open("", pathToFileURL(join(root, "index.html")).href, "h1");
    const links = await page.$$eval("a", (all) => all.map((a) => a.getAttribute("href")));
    expect(links).toEqual(["classic/index.html", "the-office/index.html", "editor/index.html"]);
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text).not.toMatch(/edition\.json|edition\.ts|board\.svg|\(classic;/);
    expect(text).toContain(loadEdition("the-office").edition.tagline);
  });
});
