// Issue 25, point 13: at one screen the save and the seed give every hand away. While two or more humans
// share a game in progress, exporting the save, or showing the seed the start screen keeps for the next
// game, warns first and asks; with one human, nothing is in the way. On each edition (quick: classic).
import { describe, expect, it } from "vitest";
import { EDITIONS } from "../editions";
import { seriousViolations } from "./axe";
import { QUICK, buildPlayer } from "./player-harness";
import { pageSuite } from "./suite";
import { freshGame, opener, startScreen, stored, withStorage } from "./table-helpers";

const suite = pageSuite(buildPlayer);
const open = opener(suite);
const editions = QUICK ? (["classic"] as const) : EDITIONS;

describe.each(editions)("%s: what gives every hand away", (edition) => {
  it("exporting the save of a game two humans share warns that it reveals every hand, and asks", async () => {
    const { page, errors } = await open(`edition=${edition}&players=3&humans=2&seed=5&pace=instant`);
    await page.locator('[data-action="hand-over"]').click();
    await page.locator("main[data-viewer]:not(.game-handover)").waitFor();
    let downloads = 0;
    page.on("download", () => downloads++);
    await page.locator(".menu summary").click();
    await page.getByRole("button", { name: "Export the save" }).click();
    const question = page.getByRole("alertdialog");
    await expect.poll(() => question.count(), { timeout: 2_000 }).toBe(1);
    expect(await question.textContent()).toContain("This save holds every hand");
    await question.getByRole("button", { name: "Cancel" }).click();
    await page.waitForTimeout(300);
    expect(downloads).toBe(0);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export the save" }).click();
    await page.getByRole("button", { name: "Export anyway" }).click();
    expect((await download).suggestedFilename()).toBe(`${edition}-save.json`);
    expect(errors).toEqual([]);
  });

  it("with one human the save is exported straight away", async () => {
    const { page } = await open(`edition=${edition}&players=3&humans=1&seed=5&pace=instant`);
    await page.locator("main[data-viewer]").waitFor();
    const download = page.waitForEvent("download");
    await page.locator(".menu summary").click();
    await page.getByRole("button", { name: "Export the save" }).click();
    expect((await download).suggestedFilename()).toBe(`${edition}-save.json`);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
  });

  it("the start screen hides the seed of a game two humans share until asked, warned and confirmed", async () => {
    const game = freshGame(edition, 2, 123);
    const { page } = await open("");
    await withStorage(page, {
      [`clue-kit:game:${edition}`]: stored(game),
      "clue-kit:settings": JSON.stringify({ edition, seed: "123" }),
    });
    await startScreen(page);
    const seed = page.locator('input[name="seed"]');
    expect(await seed.getAttribute("type")).toBe("password");
    await page.locator('[data-action="show-seed"]').click();
    const question = page.getByRole("alertdialog");
    expect(await question.textContent()).toContain("whoever sees it can work out every hand");
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole("button", { name: "Show the seed" }).click();
    expect(await seed.getAttribute("type")).toBe("text");
    expect(await seed.inputValue()).toBe("123");
  });
});
