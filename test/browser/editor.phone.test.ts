// The editor on a phone's screen (390 x 844): the tools, the board and the side panel one above the other,
// none covering another, nothing wider than the screen, and the board drawn as large as the width allows.
// Side by side, the panel had covered the tool column and left the board no room at all.
import { describe, expect, it } from "vitest";
import { buildEditor, cellPoint, codes, tool, watch } from "./editor-page";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the editor on a phone", () => {
  it("stacks the tools, the board and the panel without one covering another, and a tap on the board paints", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const seen = watch(page);
    await page.goto(suite.url);
    // The board is fitted to its frame once the frame has its size.
    const right = () =>
      page.evaluate(() => (document.querySelector(".ed-board") as Element).getBoundingClientRect().right);
    await expect.poll(right).toBeLessThanOrEqual(390);
    const boxes = await page.evaluate(() =>
      [".left", ".centre", ".side", ".ed-board"].map((s) => {
        const r = (document.querySelector(s) as Element).getBoundingClientRect();
        return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
      }),
    );
    const [left, centre, side, board] = boxes as [Box, Box, Box, Box];
    expect(overlap(left, centre)).toBe(false);
    expect(overlap(centre, side)).toBe(false);
    expect(overlap(left, side)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The board within the width, and most of it: not squeezed to a strip beside the panel.
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.x + board.width).toBeLessThanOrEqual(390);
    expect(board.width).toBeGreaterThan(300);

    expect(await codes(page)).toEqual([]);
    await tool(page, "room");
    await page.locator(".ed-board").scrollIntoViewIfNeeded();
    // A corridor square away from the Kitchen, painted Kitchen by a tap: the Kitchen is now in two pieces.
    const at = await cellPoint(page, 8, 2);
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(() => page.locator(".ed-status").innerText()).toContain("two separate pieces");
    expect(await page.locator('[data-testid="undo"]').isEnabled()).toBe(true);
    expect(seen.problems).toEqual([]);
    await page.close();
  });
});
