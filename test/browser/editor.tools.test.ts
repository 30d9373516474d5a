// The editor's tools and commands as a designer meets them (issue 27, items 4, 6 and 8), in Debian's
// Chromium from file://: the status after a mouse pick, the split-room warning that goes once the room is
// whole, tool letters after a ticked checkbox, an eraser that takes a `?` and leaves the corridor, a `?`
// refused on a room square, the unsaved mark after a download, the bucket fill as one step, and the select
// tool's panel beside the board with Delete (its button and its key); the Details form keeps its open
// sections across tabs.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildEditor, click, drag, save, tool, watch } from "./editor-page";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

const said = (page: Page) => page.locator('[data-testid="board-status"]').innerText();
const status = (page: Page) => page.locator(".ed-status").innerText();
const pressed = (page: Page, id: string) => page.locator(`[data-tool="${id}"]`).getAttribute("aria-pressed");
const grid = (text: string): string[] =>
  String((parse(text) as { board: { grid: string } }).board.grid)
    .replace(/\n$/, "")
    .split("\n");

const ready = (page: Page) =>
  page.locator('[data-testid="diagnostics"][data-state="current"]').waitFor({ state: "attached" });

async function blank(page: Page, rows: number, cols: number) {
  await page.click('[data-testid="new"]');
  await page.fill('input[name="rows"]', String(rows));
  await page.fill('input[name="cols"]', String(cols));
  await page.click('[data-testid="create"]');
}

describe("the editor's tools (issue 27)", () => {
  it("says the tool now in hand after a mouse pick, not the one picked by key before", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    await ready(page);
    await page.keyboard.press("d");
    expect(await said(page)).toMatch(/Tool: Door/);
    await tool(page, "corridor");
    expect(await said(page)).toMatch(/Tool: Corridor/);
    expect(seen.problems).toEqual([]);
  });

  it("keeps the tool letters working after a checkbox is ticked", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await tool(page, "room");
    await page.click('[data-testid="rect"]');
    // The focus is on the checkbox now; a letter still picks its tool.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe("checkbox");
    await page.keyboard.press("c");
    expect(await pressed(page, "corridor")).toBe("true");
  });

  it("warns of a room in two pieces, and stops once it is whole again", async () => {
    const { page } = await open(suite.url);
    await blank(page, 10, 10);
    await tool(page, "room");
    await drag(page, [0, 0], [1, 1]);
    await drag(page, [0, 4], [1, 5]);
    expect(await status(page)).toMatch(/two separate places|two pieces|separate/i);
    await drag(page, [0, 2], [1, 3]);
    await expect.poll(() => page.locator(".ed-status").count()).toBe(0);
  });

  it("erases a question mark and leaves the corridor squares the stroke crosses", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await tool(page, "question");
    await click(page, 7, 1);
    const before = await save(page);
    expect(before).toMatch(/kind: question, at: \[7, 1\]/);
    await tool(page, "erase");
    await drag(page, [7, 0], [7, 1], [7, 2]);
    const after = await save(page);
    expect(after).not.toMatch(/at: \[7, 1\]/);
    expect(grid(after)[7]).toBe(grid(before)[7]);
  });

  it("refuses a question mark on a room square at once, saying why", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await tool(page, "question");
    await click(page, 2, 2);
    expect(await page.locator('[data-testid="undo"]').isDisabled()).toBe(true);
    expect(await status(page)).toMatch(/corridor square/);
  });

  it("drops the unsaved mark once the file is downloaded", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    const name = page.locator('[data-testid="file-name"], .top .file').first();
    expect(await name.innerText()).not.toMatch(/•/);
    await tool(page, "corridor");
    await click(page, 0, 0);
    expect(await name.innerText()).toMatch(/•/);
    await save(page);
    expect(await name.innerText()).not.toMatch(/•/);
  });

  it("fills an area of one kind with the bucket, as one step of undo", async () => {
    const { page } = await open(suite.url);
    await blank(page, 8, 8);
    // An off-board wall down column 4 parts the corridor in two.
    await tool(page, "void");
    await drag(page, [0, 4], [7, 4]);
    await tool(page, "fill");
    await click(page, 3, 1);
    await page.screenshot({ path: "/work/notes/shots/edtools-fill.png" });
    const filled = grid(await save(page));
    for (const row of filled.slice(0, 7)) expect(row).toMatch(/^(\w)\1{3}#\.{3}$/);
    // The start squares on the last row (columns 0 and 2) stop the pour.
    expect(filled[7]).toMatch(/^\.\w\.\w#\.{3}$/);
    expect(filled[0]![0]).not.toBe(".");
    // One Ctrl+Z takes the whole fill back (and the room it added), the wall stays.
    await page.keyboard.press("Control+z");
    for (const row of grid(await save(page))) expect(row).toBe("....#...");
    // Pouring corridor back over a room.
    await page.keyboard.press("Control+Shift+z");
    await page.check('[data-testid="fill-corridor"]');
    await click(page, 0, 0);
    for (const row of grid(await save(page))) expect(row).toBe("....#...");
  });

  it("shows what the select tool clicked beside the board, and deletes it", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    await tool(page, "select");
    const panel = page.locator('[data-testid="thing"]');
    // The Kitchen's door at [6, 4].
    await click(page, 6, 4);
    expect(await panel.getAttribute("data-kind")).toBe("door");
    expect(await panel.innerText()).toMatch(/row 7, column 4/);
    await page.click('[data-testid="delete-thing"]');
    expect(await save(page)).not.toMatch(/at: \[6, 4\], front: \[7, 4\]/);
    // A room, with its secret passage; Delete from the keyboard does what the button does.
    await click(page, 2, 2);
    expect(await panel.getAttribute("data-kind")).toBe("room");
    expect(await panel.innerText()).toMatch(/Kitchen/);
    expect(await panel.innerText()).toMatch(/Study/);
    await page.screenshot({ path: "/work/notes/shots/edtools-thing-panel.png" });
    await page.keyboard.press("Delete");
    const gone = await save(page);
    expect(gone).not.toMatch(/id: kitchen/);
    expect(grid(gone).join("")).not.toContain("k");
    // A start square: Mrs. White starts at [0, 9] in classic.
    await click(page, 0, 9);
    expect(await panel.getAttribute("data-kind")).toBe("start");
    expect(seen.problems).toEqual([]);
  });

  it("keeps the Details form's open sections when another tab is shown", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await page.click('[data-tab="details"]');
    const rules = page.locator(".details > details").nth(3);
    await rules.locator("summary").click();
    expect(await rules.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await page.click('[data-tab="problems"]');
    await page.click('[data-tab="details"]');
    expect(
      await page
        .locator(".details > details")
        .nth(3)
        .evaluate((d: HTMLDetailsElement) => d.open),
    ).toBe(true);
  });
});
