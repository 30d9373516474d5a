// The board from the keyboard alone, in Debian's Chromium from file://: a new board, three rooms, doors, a
// secret passage and a start square drawn with the cursor keys, Space and the tool letters; the live
// region says what each key did; undo from the keyboard; no diagnostic is left and the CLI agrees.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buildEditor, codes, ROOT, save, watch } from "./editor-page";
import { seriousViolations } from "./axe";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

const press = async (page: Page, key: string, times = 1) => {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
};
const said = (page: Page) => page.locator('[data-testid="board-status"]').innerText();
const cursorAt = (page: Page) => page.locator('[data-testid="kb-cursor"]').getAttribute("data-at");

/** Tab from the element before the board onto it, as a keyboard user arrives there. */
async function toBoard(page: Page) {
  const board = page.locator("svg.ed-board");
  await board.focus();
  expect(await board.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Press a button the way the keyboard does: focus it, then Enter. */
async function pressButton(page: Page, selector: string) {
  await page.locator(selector).focus();
  await page.keyboard.press("Enter");
}

/** From the cursor, stretch a rectangle `rows` x `cols` with Shift+arrows and apply the tool. */
async function rect(page: Page, rows: number, cols: number) {
  await press(page, "Shift+ArrowDown", rows - 1);
  await press(page, "Shift+ArrowRight", cols - 1);
  await press(page, "Space");
}

describe("drawing from the keyboard alone", () => {
  it("draws a playable board with the cursor, Space and the tool keys, and says what happened", async () => {
    const { page, seen } = await open(suite.url, watch);
    await pressButton(page, '[data-testid="new"]');
    await page.locator('input[name="rows"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("12");
    await page.locator('input[name="cols"]').focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("12");
    await page.keyboard.press("Enter");
    expect(await codes(page)).toEqual(["SCHEMA_OUT_OF_RANGE"]);

    // The board is one focusable control with a real name and a description of its keys.
    const board = page.locator("svg.ed-board");
    expect(await board.getAttribute("role")).toBe("application");
    expect((await board.getAttribute("aria-label"))!.length).toBeGreaterThan(5);
    expect(await page.locator(`#${await board.getAttribute("aria-describedby")}`).innerText()).toMatch(/Space/);

    // No "New room" first: painting a room before any exists makes one.
    await toBoard(page);
    await press(page, "r");
    expect(await page.locator('[data-tool="room"]').getAttribute("aria-pressed")).toBe("true");
    await press(page, "ArrowRight");
    await press(page, "ArrowLeft");
    expect(await cursorAt(page)).toBe("0,0");
    expect(await said(page)).toMatch(/row 0, column 0: corridor/i);
    await rect(page, 3, 4);
    expect(await said(page)).toMatch(/12 squares painted: room Room 1/);
    expect(await page.locator('[data-testid="room-choice"] option').allInnerTexts()).toEqual([
      expect.stringContaining("Room 1"),
    ]);
    expect(await codes(page)).toContain("ROOM_UNENTERABLE");

    await pressButton(page, '[data-testid="new-room"]');
    // "New room" asks its name, in a field that has the keyboard.
    await page.keyboard.type("Hall");
    await page.keyboard.press("Enter");
    await toBoard(page);
    // The cursor is where it was left: [2, 3].
    await press(page, "ArrowUp", 2);
    await press(page, "ArrowRight", 5);
    expect(await cursorAt(page)).toBe("0,8");
    await rect(page, 3, 4);
    await pressButton(page, '[data-testid="new-room"]');
    // "New room" asks its name, in a field that has the keyboard.
    await page.keyboard.type("Study");
    await page.keyboard.press("Enter");
    await toBoard(page);
    await press(page, "ArrowDown", 5);
    await press(page, "Home");
    expect(await cursorAt(page)).toBe("7,0");
    await rect(page, 3, 4);
    expect((await codes(page)).filter((c) => c === "ROOM_UNENTERABLE")).toHaveLength(3);

    // Doors: Space on a room cell opens it onto the walkable square beside it.
    await press(page, "d");
    await press(page, "ArrowUp", 7);
    await press(page, "ArrowLeft", 2);
    expect(await cursorAt(page)).toBe("2,1");
    await press(page, "Space");
    expect(await said(page)).toMatch(/door added at row 2, column 1, opening onto row 3, column 1/i);
    await press(page, "ArrowRight", 8);
    await press(page, "Space");
    await press(page, "ArrowDown", 7);
    await press(page, "ArrowLeft", 6);
    expect(await cursorAt(page)).toBe("9,3");
    await press(page, "Space");
    expect(await codes(page)).toEqual([]);

    // A secret passage: one room, then another.
    await press(page, "p");
    await press(page, "Space");
    expect(await said(page)).toMatch(/Study picked/);
    await press(page, "ArrowUp", 8);
    await press(page, "ArrowRight", 7);
    expect(await cursorAt(page)).toBe("1,10");
    await press(page, "Space");
    expect(await said(page)).toMatch(/secret passage added between Study and Hall/i);

    // The second suspect's start, chosen with ]; a start inside a room is reported, and undone from the keyboard.
    await press(page, "s");
    await press(page, "]");
    expect(await said(page)).toMatch(/Chosen: Yellow/);
    await press(page, "Space");
    expect(await codes(page)).toContain("START_NOT_WALKABLE");
    await press(page, "Control+z");
    expect(await codes(page)).toEqual([]);
    await press(page, "ArrowDown", 4);
    await press(page, "Space");
    expect(await said(page)).toMatch(/Yellow now starts at row 5, column 10/);
    expect(await codes(page)).toEqual([]);

    expect(await seriousViolations(page, [".centre", ".left"])).toEqual([]);

    await page.locator('[data-testid="download"]').focus();
    const text = await save(page);
    expect(text).toMatch(/passages:/);
    const dir = mkdtempSync(join(tmpdir(), "clue-editor-keys-"));
    writeFileSync(join(dir, "edition.yaml"), text);
    const cli = spawnSync(process.execPath, [join(ROOT, "bin/clue-compile.js"), "check", dir, "--format", "json"], {
      encoding: "utf8",
    });
    expect(JSON.parse(cli.stdout)).toMatchObject({ ok: true });
    expect(seen.problems).toEqual([]);
  });
});
