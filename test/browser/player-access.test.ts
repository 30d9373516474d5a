// The player without a mouse and in Japanese: a whole game from the keyboard alone on each edition; an
// axe-core audit of the start screen, the board in mid-game, the notebook and the suggestion form;
// Tower of Terror in Japanese; an edition.yaml opened in the page plays, a broken one shows diagnostics.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EDITIONS, ROOT, loadEdition } from "../editions";
import { quick } from "../quick";
import { seriousViolations } from "./axe";
import { errorsOf, freshPages } from "./fresh";
import { pageSuite } from "./suite";
import { QUICK, buildPlayer, domStep, look, playToEnd, savedState } from "./player-harness";
import { keyStep } from "./player-keys";

const suite = pageSuite(buildPlayer);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });

async function open(query: string): Promise<{ page: Page; errors: string[] }> {
  const { page, seen: errors } = await fresh(`${suite.url}${query ? `?${query}` : ""}`, errorsOf());
  await page.locator("main").first().waitFor();
  return { page, errors };
}

async function audit(page: Page, what: string, include?: string[]): Promise<string[]> {
  return (await seriousViolations(page, include)).map((v) => `${what}: ${v}`);
}

// The quick tier: classic alone, from a seed whose game is short (27 clicked steps, against 42).
describe.each(QUICK ? (["classic"] as const) : EDITIONS)("%s from the keyboard", (edition) => {
  it("plays a whole game with no mouse event", async () => {
    const { page, errors } = await open(`edition=${edition}&players=3&humans=1&seed=${QUICK ? 1 : 21}&pace=instant`);
    await page.evaluate(
      `for (const t of ["click", "mousedown", "mouseup", "pointerdown"]) addEventListener(t, (e) => { if (e.isTrusted && e.detail > 0) window.__mouse = (window.__mouse || 0) + 1; }, true)`,
    );
    const compiled = loadEdition(edition);
    await playToEnd(page, (p) => keyStep(p, compiled));
    expect(await page.locator('[data-testid="game-over"]').count()).toBe(1);
    expect(await page.evaluate("window.__mouse || 0")).toBe(0);
    expect((await savedState(page, edition)).result).not.toBeNull();
    expect(errors).toEqual([]);
  });
});

describe("accessibility and languages", () => {
  it("axe finds no serious or critical violation on the start screen, the board, the notebook and the suggestion form", async () => {
    const problems: string[] = [];
    const start = await open("");
    problems.push(...(await audit(start.page, "start screen")));
    // A control: the audit does see a button with no name planted on the page (audited alone: the rest
    // of the page was, just above).
    await start.page.evaluate(() =>
      document.body.append(Object.assign(document.createElement("button"), { id: "planted" })),
    );
    expect((await audit(start.page, "control", ["#planted"])).join()).toMatch(/^control: button-name \(1\)/);
    const { page } = await open("edition=classic&players=4&humans=1&seed=2&pace=instant");
    // Steps that only bring the game to the states audited (player-games plays with the mouse itself).
    for (let i = 0; i < 6; i++) await domStep(page);
    // The quick tier audits the board and the notebook once, with the suggestion form below.
    if (!QUICK) problems.push(...(await audit(page, "board in mid-game with the notebook")));
    for (let i = 0; i < 400 && !(await look(page)).actions.includes("suggest"); i++) await domStep(page);
    expect((await look(page)).actions).toContain("suggest");
    problems.push(...(await audit(page, "suggestion form")));
    expect(problems).toEqual([]);
  });

  it("lang=ja shows Tower of Terror in Japanese: names, terms, controls and the notebook", async () => {
    const { page } = await open("edition=tower-of-terror&players=4&humans=1&seed=4&lang=ja&pace=instant");
    const ja = readFileSync(`${ROOT}variants/tower-of-terror/locales/ja.yaml`, "utf8");
    await expect(page.locator("h1").textContent()).resolves.toContain("タワー・オブ・テラー");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja");
    const rooms = await page.locator("[data-room] .room-name").allTextContents();
    for (const r of rooms) expect(ja).toContain(r.replace(/\s/g, "").slice(0, 3));
    await expect(page.locator('[data-action="roll"]').textContent()).resolves.toBe("サイコロを振る");
    await expect(page.locator('[data-testid="hand"]').textContent()).resolves.toMatch(
      /キャラクター|小道具|ロケーション/,
    );
    await expect(page.locator('[data-testid="notebook"]').textContent()).resolves.toMatch(/クレジット表|推理|手札/);
    // Some rounds of play, so that the notebook has reasons to word (fewer in the quick tier).
    for (let i = 0; i < quick(40, 15); i++) await domStep(page);
    const notebook = (await page.locator('[data-testid="notebook"]').textContent()) ?? "";
    expect(notebook).not.toMatch(/\b(is in|holds|could not|your hand)\b/);
  });

  it("an edition.yaml opened in the page plays, and one with errors shows its diagnostics instead", async () => {
    const { page, errors } = await open("");
    await page.locator('[data-testid="open-edition"]').setInputFiles({
      name: "edition.yaml",
      mimeType: "text/yaml",
      buffer: readFileSync(`${ROOT}variants/classic/edition.yaml`),
    });
    await page.locator('input[name="edition"][value^="file:"]').waitFor();
    expect(await page.locator('input[name="edition"][value^="file:"]').isChecked()).toBe(true);
    await page.locator('[data-action="start"]').click();
    await page.locator(".board-svg").waitFor();
    expect(await page.locator("[data-cell]").count()).toBeGreaterThan(100);
    await page.locator(".menu summary").click();
    await page.locator('.menu button:has-text("Start screen")').click();
    const broken = readFileSync(`${ROOT}test/fixtures/invalid/DOOR_NOT_ON_ROOM_EDGE.yaml`);
    await page
      .locator('[data-testid="open-edition"]')
      .setInputFiles({ name: "broken.yaml", mimeType: "text/yaml", buffer: broken });
    await page.locator('[data-testid="diagnostics"] [data-code="DOOR_NOT_ON_ROOM_EDGE"]').waitFor();
    expect(await page.locator('[data-testid="diagnostics"]').textContent()).toMatch(/broken\.yaml:32:/);
    expect(errors).toEqual([]);
  });
});
