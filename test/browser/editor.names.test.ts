// Names the editor manages (issue 27, points 1 to 3, and the problems list's defects): a rename in the forms
// carries every reference in one undo step; references are pickers of what exists; new things are asked
// for by name; a problem says which drawn thing it is about and choosing it shows something.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { buildEditor, click, codes, drag, ROOT, save, tool, watch, changedLines } from "./editor-page";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const CLASSIC = readFileSync(join(ROOT, "variants/classic/edition.yaml"), "utf8");
const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

const changed = (a: string, b: string) => changedLines(a, b).map((l) => l.trim());

/** Open the Details tab's group that holds `path`. */
async function group(page: Page, path: string) {
  await page.click('[data-tab="details"]');
  const g = page.locator("details", { has: page.locator(`[data-path="${path}"]`) }).first();
  if ((await g.getAttribute("open")) === null) await g.locator("summary").first().click();
}

async function enter(page: Page, path: string, text: string) {
  const input = page.locator(`[data-path="${path}"] input`).first();
  await input.fill(text);
  await input.press("Enter");
}

/** Replace the edition's text in the Source tab and wait until it is the doc's. */
async function source(page: Page, text: string) {
  await page.click('[data-tab="source"]');
  await page.fill('[data-testid="source"]', text);
  await page.click('[data-testid="source-apply"]');
  await expect.poll(() => save(page)).toBe(text);
  await page.click('[data-tab="problems"]');
}

describe("names the editor manages", () => {
  it("renames a room, a suspect and a room's key with every reference, one undo step each", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    await group(page, "/rooms");
    await enter(page, "/rooms/0/id", "scullery");
    expect(await codes(page)).toEqual([]);
    const renamed = await save(page);
    expect(changed(CLASSIC, renamed)).toEqual(["- { id: scullery, name: Kitchen, key: k }", "- [scullery, study]"]);
    await page.keyboard.press("Control+z");
    await expect.poll(() => save(page)).toBe(CLASSIC);

    await enter(page, "/suspects/0/id", "ruby");
    expect(await codes(page)).toEqual([]);
    expect(changed(CLASSIC, await save(page))).toEqual([
      '- { id: ruby, name: Miss Scarlett, color: "#c8102e", start: [24, 7] }',
      "firstPlayer: { kind: suspect, suspect: ruby }",
    ]);
    await page.keyboard.press("Control+z");

    // A key another room has is refused, naming that room; the file is not touched.
    await enter(page, "/rooms/0/key", "b");
    await expect(page.locator('[data-path="/rooms/0/key"] [data-refused="keyTaken"]').innerText()).resolves.toMatch(
      /Ballroom/,
    );
    await expect.poll(() => save(page)).toBe(CLASSIC);
    await enter(page, "/rooms/0/key", "K");
    expect(await codes(page)).toEqual([]);
    const rekeyed = await save(page);
    expect(changed(CLASSIC, rekeyed)).toHaveLength(7);
    expect(rekeyed).toContain("    KKKKKK#...bbbb...#cccccc\n");
    await page.keyboard.press("Control+z");
    await expect.poll(() => save(page)).toBe(CLASSIC);
    expect(seen.problems).toEqual([]);
  });

  it("offers references as pickers of what exists, in the edition's words", async () => {
    const { page } = await open(suite.url + "?edition=the-office");
    await group(page, "/rules");
    const leftovers = page.locator('[data-path="/rules/deal/leftovers"] select');
    expect(await leftovers.inputValue()).toBe("sales");
    expect(await leftovers.locator("option").allInnerTexts()).toContain("Michael's Office (michaels-office)");
    expect(await page.locator('[data-path="/rules/deal/leftovers"] label').innerText()).toBe("Room");
    // A new branch of a union points at a suspect that exists, never at classic's.
    const first = page.locator('[data-path="/rules/firstPlayer"] select').first();
    await first.selectOption({ label: "A named suspect" });
    const suspect = page.locator('[data-path="/rules/firstPlayer/suspect"] select');
    expect(await suspect.inputValue()).toBe("pam");
    expect(await codes(page)).toEqual([]);
    await suspect.selectOption("jim");
    const text = await save(page);
    expect(text).toContain("firstPlayer: { kind: suspect, suspect: jim }");
    expect(text).not.toContain("scarlett");

    // Tower of Terror calls suspects Cast members: its pickers say so, and offer its own, inherited or not.
    await page.goto(suite.url + "?edition=tower-of-terror");
    await group(page, "/modules");
    await page.locator('[data-path="/modules"] > button').click();
    await page.locator('[data-path="/modules/personalities"] > button').click();
    await page.locator('[data-path="/modules/personalities/powers"] button.add').click();
    const power = page.locator('[data-path="/modules/personalities/powers/0/suspect"]');
    expect(await power.locator("label").innerText()).toBe("Cast member");
    expect(await power.locator("select").inputValue()).toBe("minnie");
    expect(await power.locator("option").allInnerTexts()).toContain("Goofy (goofy)");
  });

  it("asks a name for a new room, suspect, weapon and Keeper, and derives unique ids", async () => {
    const { page, seen } = await open(suite.url, watch);
    await page.click('[data-testid="new"]');
    await page.fill('input[name="rows"]', "12");
    await page.fill('input[name="cols"]', "12");
    await page.click('[data-testid="create"]');
    await tool(page, "room");
    for (const name of ["Great Hall", "Great Hall"]) {
      await page.click('[data-testid="new-room"]');
      await page.fill('[data-testid="add-room-name"]', name);
      await page.press('[data-testid="add-room-name"]', "Enter");
    }
    expect(await page.locator('[data-testid="room-choice"] option').allInnerTexts()).toEqual([
      "Great Hall (a)",
      "Great Hall (b)",
    ]);
    await drag(page, [0, 0], [2, 3]);
    await group(page, "/suspects");
    for (const name of ["Dr. Black", "Dr. Black"]) {
      await page.fill('[data-testid="add-suspect-name"]', name);
      await page.click('[data-testid="add-suspect"]');
    }
    await page.fill('[data-testid="add-weapon-name"]', "Poison");
    await page.click('[data-testid="add-weapon"]');
    await group(page, "/modules");
    await page.locator('[data-path="/modules"] > button').click();
    await page.locator('[data-path="/modules/intrigue"] > button').click();
    await page.fill('[data-testid="add-keeper-name"]', "Lucky Break");
    await page.click('[data-testid="add-keeper"]');
    const data = parse(await save(page)) as {
      rooms: { id: string; key: string }[];
      suspects: { id: string; start: [number, number] }[];
      weapons: { id: string }[];
      modules: { intrigue: { keepers: { id: string }[] } };
    };
    expect(data.rooms.map((r) => [r.id, r.key])).toEqual([
      ["great-hall", "a"],
      ["great-hall-2", "b"],
    ]);
    expect(data.suspects.map((s) => s.id).slice(-2)).toEqual(["dr-black", "dr-black-2"]);
    for (const s of data.suspects) expect(s.start.every((n) => n >= 0 && n < 12)).toBe(true);
    expect(data.weapons.map((w) => w.id)).toContain("poison");
    expect(data.modules.intrigue.keepers.map((k) => k.id)).toEqual(["lucky-break"]);
    expect(JSON.stringify(data)).not.toMatch(/scarlett|lead-pipe|kitchen/);
    expect(await codes(page)).not.toContain("START_SHARED");
    expect(seen.problems).toEqual([]);
  });

  it("names what is off the board and shows it", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await source(
      page,
      CLASSIC.replace("start: [24, 7]", "start: [30, 7]").replace(
        "{ at: [6, 4], front: [7, 4] }",
        "{ at: [6, 4], front: [40, 4] }",
      ),
    );
    const out = page.locator('[data-testid="diagnostics"] [data-code="CELL_OUT_OF_BOUNDS"]');
    expect(await out.allInnerTexts()).toEqual([
      expect.stringContaining("Miss Scarlett's start square"),
      expect.stringContaining("Door 1, the square in front of it"),
    ]);
    // The door is shown at its end on the board.
    await out.nth(1).locator("button:not([data-mend])").click();
    await expect.poll(() => page.locator("svg.ed-board rect.focus").count()).toBe(1);
    // The start off the board: its field in the forms, with the cursor in it.
    await out.nth(0).locator("button:not([data-mend])").click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[data-path]")?.getAttribute("data-path")))
      .toBe("/suspects/0/start");
  });

  it("shows a passage's problem on the board, not at the Envelope field", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await source(page, CLASSIC.replace("- [kitchen, study]", "- [kitchen, nowhere]"));
    const passage = page.locator('[data-testid="diagnostics"] [data-code="UNKNOWN_REFERENCE"]');
    expect(await passage.innerText()).toMatch(/Secret passage 1 \(kitchen to nowhere\)/);
    await passage.locator("button:not([data-mend])").click();
    // Not the Envelope field: the passage's room on the board.
    expect(await page.locator('[data-tab="problems"]').getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.locator("svg.ed-board rect.focus").count()).toBe(1);
    expect(await passage.locator("[data-mend]").getAttribute("data-mend")).toBe("passage");
  });

  it("says how to switch the Intrigue deck on in the form's words", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await tool(page, "question");
    await click(page, 7, 1);
    const help = await page.locator('[data-testid="diagnostics"] [data-code="MODULE_CONFLICT"] .ed-hint').innerText();
    expect(help).toMatch(/Modules, Intrigue deck, Switch on/);
    expect(help).not.toMatch(/modules: \{/);
  });

  it("fits the room-to-room table in its panel", async () => {
    const { page } = await open(suite.url + "?edition=the-office");
    await page.click('[data-tab="distances"]');
    const scroll = page.locator(".distances .matrix-scroll");
    await scroll.waitFor();
    const [width, room] = await scroll.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(width).toBeLessThanOrEqual(room);
  });
});
