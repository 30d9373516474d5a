// The editor as a designer uses it, in Debian's Chromium from file://: draw a three-room edition on a
// blank board, follow its diagnostics until none is left, save, and the CLI accepts the saved file.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buildEditor, click, codes, drag, ROOT, save, tool, watch } from "./editor-page";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

/** Paint a room; with a name, a new room asked for by that name first (the first room needs none). */
async function paintRoom(page: Page, from: [number, number], to: [number, number], name?: string) {
  if (name) {
    await page.click('[data-testid="new-room"]');
    await page.fill('[data-testid="add-room-name"]', name);
    await page.press('[data-testid="add-room-name"]', "Enter");
  }
  await drag(page, from, to);
}

describe("drawing an edition from a blank board", () => {
  let page: Page;
  it("shows each problem as it appears and none once the board is playable; the CLI agrees", async () => {
    const opened = await open(suite.url, watch);
    page = opened.page;
    const seen = opened.seen;
    await page.click('[data-testid="new"]');
    await page.fill('input[name="rows"]', "12");
    await page.fill('input[name="cols"]', "12");
    await page.click('[data-testid="create"]');
    expect(await codes(page)).toEqual(["SCHEMA_OUT_OF_RANGE"]);

    await tool(page, "room");
    await page.check('[data-testid="rect"]');
    await paintRoom(page, [0, 0], [2, 3]);
    // A room with no door can not be entered.
    expect(await codes(page)).toContain("ROOM_UNENTERABLE");
    await paintRoom(page, [0, 8], [2, 11], "Hall");
    await paintRoom(page, [7, 0], [9, 3], "Study");
    expect((await codes(page)).filter((c) => c === "ROOM_UNENTERABLE")).toHaveLength(3);

    // Beside a board problem, the tool that mends it: a newcomer need not know it is the door tool.
    await page.locator('[data-testid="diagnostics"] [data-code="ROOM_UNENTERABLE"] [data-mend]').first().click();
    expect(await page.locator('[data-tool="door"]').getAttribute("aria-pressed")).toBe("true");
    await tool(page, "door");
    await drag(page, [2, 1], [3, 1]);
    await drag(page, [2, 9], [3, 9]);
    // A click on a room cell picks the walkable square beside it.
    await click(page, [9, 3][0]!, [9, 3][1]!);
    expect(await codes(page)).toEqual([]);

    // A start put inside a room is reported on its cell, and moving it back clears it.
    await tool(page, "start");
    await click(page, 8, 1);
    expect(await codes(page)).toContain("START_NOT_WALKABLE");
    await page.locator('[data-testid="diagnostics"] [data-code="START_NOT_WALKABLE"] button:not([data-mend])').click();
    await expect.poll(() => page.locator("svg.ed-board rect.focus").count()).toBe(1);
    await click(page, 11, 1);
    expect(await codes(page)).toEqual([]);

    const text = await save(page);
    const dir = mkdtempSync(join(tmpdir(), "clue-editor-drawn-"));
    writeFileSync(join(dir, "edition.yaml"), text);
    const r = spawnSync(process.execPath, [join(ROOT, "bin/clue-compile.js"), "check", dir, "--format", "json"], {
      encoding: "utf8",
    });
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: true });
    expect(r.status).toBe(0);
    expect(text).toContain("rooms:\n  - { id: room-1, name: Room 1, key: a }");
    // The others asked for by name: their ids come from their names.
    expect(text).toContain("  - { id: hall, name: Hall, key: b }\n  - { id: study, name: Study, key: c }\n");
    expect(seen.problems).toEqual([]);
    expect(seen.requests).toEqual([]);
  });
});
