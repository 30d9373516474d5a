// Play-testing a draft in the editor's page: the web player's game screen on the compiled draft, computer
// players in every seat, played to its end; leaving it comes back to the editor with the draft and its
// undo history as they were.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildEditor, click, codes, drag, save, tool, watch } from "./editor-page";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

describe("play-test", () => {
  it("plays the draft to its end with computer players and returns to the editor where it was", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    await tool(page, "door");
    await drag(page, [6, 4], [6, 3]);
    expect(await codes(page)).toEqual([]);
    const draft = await save(page);
    await page.click('[data-testid="playtest"]');
    await page.fill('[data-testid="playtest-setup"] input[name="players"]', "4");
    await page.uncheck('[data-testid="playtest-setup"] input[name="human"]');
    await page.selectOption('[data-testid="playtest-setup"] select[name="pace"]', "instant");
    await page.click('[data-testid="playtest-start"]');
    const over = page.getByTestId("game-over");
    await over.waitFor({ timeout: 120_000 });
    expect(await over.innerText()).toMatch(/\S/);
    await over.getByRole("button", { name: "Back to the editor" }).click();
    await page.locator('[data-tool="door"][aria-pressed="true"]').waitFor();
    expect(await save(page)).toBe(draft);
    expect(await page.locator('[data-testid="undo"]').isEnabled()).toBe(true);
    expect(seen.problems).toEqual([]);
    expect(seen.requests).toEqual([]);
  });

  // The trial's "the play-test numbers squares from 1": the log said "the square at row 8, column 2" and the
  // board's cursor "square 25-8" for the file's [7, 1] and [24, 7]. The player says a square by the rooms
  // near it (player/board/place.ts), never by numbers; the editor says rows and columns as the file does.
  it("says squares in the play-test by the rooms near them, never by row and column numbers; the editor counts from 0 as the file", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    const file = parse(await save(page)) as { suspects: { start: [number, number] }[] };
    const [r, c] = file.suspects[0]!.start;
    await tool(page, "select");
    await click(page, r, c);
    expect(await page.getByTestId("thing").innerText()).toContain(`row ${r}, column ${c}`);
    await page.click('[data-testid="playtest"]');
    await page.selectOption('[data-testid="playtest-setup"] select[name="pace"]', "instant");
    await page.click('[data-testid="playtest-start"]');
    const game = page.getByTestId("playtest");
    // The board's cursor on the player's own start square, then the square above it.
    const cursor = game.getByTestId("board-cursor");
    await game.getByRole("application").focus();
    const said: string[] = [];
    for (const key of ["Enter", "ArrowUp"]) {
      await page.keyboard.press(key);
      const before = said.length > 0 ? said[said.length - 1] : "";
      await expect.poll(() => cursor.textContent()).not.toBe(before);
      said.push((await cursor.textContent()) ?? "");
    }
    expect(said[0]).toMatch(/start square/);
    // A move of the player's own to a square, then the computers' turns, then the log.
    await game.getByRole("button", { name: "Roll the dice" }).click();
    await game.locator(".destinations button").first().click();
    await game.getByRole("button", { name: "End turn" }).click();
    await game.getByRole("button", { name: "Roll the dice" }).waitFor();
    await game.getByRole("tab", { name: "Log" }).click();
    const shown = [...said, await everything(page)].join("\n");
    expect(shown.match(/\b(rows?|columns?)\b|\bsquares? \d+ ?[-–,] ?\d+|\[\d+, ?\d+\]/gi) ?? []).toEqual([]);
    // Not by chance: the page did say squares, the player's own move among them.
    expect(shown).toMatch(/You moved to the square [^.]*\d+ steps? from/);
    expect(seen.problems).toEqual([]);
  });
});

/** Every word the page shows or gives a screen reader: its text, labels, tooltips and SVG titles. */
function everything(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out = [document.body.innerText];
    for (const el of document.querySelectorAll("*")) {
      for (const a of ["aria-label", "aria-description", "title", "alt"]) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
      if (el.localName === "title") out.push(el.textContent);
    }
    return out.join("\n");
  });
}
