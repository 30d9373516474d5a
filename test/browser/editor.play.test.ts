// Play-testing a draft in the editor's page: the web player's game screen on the compiled draft, computer
// players in every seat, played to its end; leaving it comes back to the editor with the draft and its
// undo history as they were.
import { describe, expect, it } from "vitest";
import { buildEditor, codes, drag, save, tool, watch } from "./editor-page";
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
});
