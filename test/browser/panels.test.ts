// The notebook, log, replay and rules panels in Debian's Chromium: an accessibility audit of each, the
// notebook used from the keyboard alone, and a hostile rules text that must not run.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { launch } from "./chromium";
import { QUICK } from "../quick";
import { openPanel, type PanelCase } from "./panels/open";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Unset when the launch failed.
  await (browser as Browser | undefined)?.close();
});

const serious = async (c: PanelCase) => {
  const { page, errors } = await openPanel(browser, c);
  await page.waitForTimeout(100);
  const found = await seriousViolations(page);
  expect(errors).toEqual([]);
  return found;
};

describe("panels in Chromium", () => {
  // The quick tier audits each panel once: the notebook in English (the log is audited in Japanese).
  it.each<PanelCase>([
    { part: "notebook", edition: "classic", actions: 120 },
    ...(QUICK ? [] : [{ part: "notebook", edition: "the-office", actions: 120, lang: "ja", seat: 1 } as const]),
    { part: "log", edition: "tower-of-terror", actions: 120, lang: "ja" },
    { part: "rules", edition: "the-office" },
    { part: "replay", edition: "classic" },
  ])("$part ($edition, $lang): no serious or critical accessibility violation", async (c) => {
    expect(await serious(c)).toEqual([]);
  });

  it("the notebook is used from the keyboard alone, and keeps its marks over a reload", async () => {
    const { page } = await openPanel(browser, { part: "notebook", edition: "classic", actions: 80 });
    const active = () =>
      page.evaluate(() => [
        document.activeElement?.getAttribute("role"),
        document.activeElement?.getAttribute("aria-label"),
      ]);
    await page.keyboard.press("Tab"); // the switch
    await page.keyboard.press("Tab"); // the grid's one cell in the tab order
    expect((await active())[0]).toBe("gridcell");
    for (const k of ["ArrowDown", "ArrowDown", "ArrowRight", "Space", "Space", "KeyM", "KeyW"])
      await page.keyboard.press(k);
    const [, label] = await active();
    expect(label).toMatch(/^Mrs\. White, Colonel Mustard; cross; note mw/);
    await page.reload();
    await page.waitForSelector('[data-nb="2,1"]');
    expect(await page.getAttribute('[data-nb="2,1"]', "aria-label")).toMatch(/cross; note mw/);
  });

  it("runs nothing a rules text holds", async () => {
    const rulesText = [
      "# Rules",
      "<script>window.__ran = 'script'</script>",
      '<img src="x" onerror="window.__ran = \'onerror\'">',
      "[javascript](javascript:window.__ran='link')",
      "[data](data:text/html,<script>parent.__ran='data'</script>)",
      "<a href=\"javascript:window.__ran='raw'\">raw link</a>",
      "</script><script>window.__ran='break'</script>",
    ].join("\n\n");
    const { page, errors } = await openPanel(browser, { part: "rules", edition: "classic", rulesText });
    await page.waitForSelector(".rules-text");
    for (const a of await page.$$(".rules-text a")) await a.click().catch(() => {});
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { __ran?: string }).__ran ?? null)).toBeNull();
    expect(await page.$$eval(".rules-text script, .rules-text img, .rules-text [onerror]", (n) => n.length)).toBe(0);
    expect(await page.textContent(".rules-text")).toContain("<script>window.__ran = 'script'</script>");
    expect(errors).toEqual([]);
  });
});
