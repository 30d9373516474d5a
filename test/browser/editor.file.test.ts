// Saving keeps the file: open classic, move one door, save, and only that door's line differs; undo to the
// start and the saved bytes are the original's. Also: a draft survives a reload, an imported SVG runs
// nothing, the Japanese UI, all from the one-file editor opened at file:// with no request made.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildEditor, cellPoint, codes, drag, ROOT, save, tool, watch, changedLines } from "./editor-page";
import { QUICK } from "../quick";
import { seriousViolations } from "./axe";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const CLASSIC = readFileSync(join(ROOT, "variants/classic/edition.yaml"), "utf8");
const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

const changed = changedLines;

describe("the one-file editor from file://", () => {
  it("moves one door and saves a diff of that line alone; undo gives back the same bytes", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    expect(await codes(page)).toEqual([]);
    expect(await save(page)).toBe(CLASSIC);
    await tool(page, "door");
    // The Kitchen's door, one cell to the left: its front follows.
    await drag(page, [6, 4], [6, 3]);
    expect(await codes(page)).toEqual([]);
    const moved = await save(page);
    expect(changed(CLASSIC, moved)).toEqual(["    - { at: [6, 3], front: [7, 3] }"]);
    await page.keyboard.press("Control+z");
    await expect.poll(() => page.locator('[data-testid="undo"]').isDisabled()).toBe(true);
    expect(await save(page)).toBe(CLASSIC);
    await page.keyboard.press("Control+Shift+z");
    expect(await save(page)).toBe(moved);
    expect(seen.problems).toEqual([]);
    expect(seen.requests).toEqual([]);
  });

  it("draws the heat map from a room: a pixel a square, near and far in other colours, off-board clear, and the steps", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await tool(page, "distance");
    const at = await cellPoint(page, 2, 2);
    await page.mouse.click(at.x, at.y);
    const heat = page.getByTestId("heat-map");
    await heat.waitFor({ state: "attached" });
    // The picture's pixels, read back: the Kitchen [2, 2], the Study [22, 20], off-board [0, 0].
    const [kitchen, study, off] = await heat.locator("image").evaluate(async (img) => {
      const src = new Image();
      src.src = img.getAttribute("href") ?? "";
      await src.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [src.width, src.height];
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(src, 0, 0);
      return [
        [2, 2],
        [22, 20],
        [0, 0],
      ].map(([r, c]) => Array.from(ctx.getImageData(c!, r!, 1, 1).data).join(","));
    });
    expect(kitchen).not.toBe(study);
    expect(kitchen!.endsWith(",255")).toBe(true);
    expect(off).toBe("0,0,0,0");
    const steps = await heat.locator("text").allTextContents();
    expect(steps.length).toBeGreaterThan(400);
    expect(steps).toContain("28");
  });

  it("edits a form field as one step that touches its line alone", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await page.click('[data-tab="details"]');
    const name = page.locator('[data-path="/name"] input');
    await name.fill("Clue: the first draft");
    await name.press("Enter");
    expect(changed(CLASSIC, await save(page))).toEqual(['name: "Clue: the first draft"']);
    // A checkbox left at its default writes its key only when changed.
    await page.click("summary >> text=Rules");
    await page.locator('[data-path="/rules/movement/passThroughTokens"] input').check();
    expect(changed(CLASSIC, await save(page))).toEqual([
      'name: "Clue: the first draft"',
      "    passThroughTokens: true",
    ]);
    await page.locator("body").click({ position: { x: 5, y: 880 } });
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    expect(await save(page)).toBe(CLASSIC);
  });

  it("opens a dropped file, and a broken or binary one shows its problems without breaking the page", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    const drop = (name: string, bytes: number[]) =>
      page.evaluate(
        ([n, b]) => {
          const dt = new DataTransfer();
          dt.items.add(new File([new Uint8Array(b as number[])], n as string));
          document
            .querySelector(".editor")!
            .dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
        },
        [name, bytes],
      );
    await drop("broken.yaml", [...Buffer.from("format: 1\nid: [unclosed\n")]);
    await expect.poll(() => codes(page)).toContain("YAML_SYNTAX");
    await drop("binary.yaml", [0, 1, 2, 3, 255]);
    await expect.poll(() => codes(page)).toEqual(["FILE_BINARY"]);
    const office = readFileSync(join(ROOT, "variants/the-office/edition.yaml"));
    await drop("edition.yaml", [...office]);
    await expect.poll(() => codes(page)).toEqual([]);
    expect(await save(page)).toBe(office.toString("utf8"));
    expect(seen.problems).toEqual([]);
  });

  it("keeps the draft across a reload and offers it back", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    await tool(page, "corridor");
    await drag(page, [0, 0], [0, 3]);
    const drawn = await save(page);
    expect(drawn).not.toBe(CLASSIC);
    await page.reload();
    await page.click('[data-testid="restore-draft"]');
    expect(await save(page)).toBe(drawn);
    // A damaged draft is ignored, not trusted.
    await page.evaluate(() => localStorage.setItem("clue-kit-editor-draft", '{"text": 5, "opened": null}'));
    await page.reload();
    expect(await page.locator('[data-testid="draft-offer"]').count()).toBe(0);
    expect(await save(page)).toBe(CLASSIC);
  });

  it("shows an imported SVG as the background with its script and handlers taken out", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    await page.click('[data-tab="art"]');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="window.pwned=1"><script>window.pwned=2</script><rect width="10" height="10" fill="teal" onclick="window.pwned=3"/><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:window.pwned=4"/></foreignObject></svg>`;
    await page.setInputFiles('[data-testid="art-input"]', {
      name: "art.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(svg),
    });
    const href = await page.locator("svg.ed-board image").getAttribute("href");
    const shown = decodeURIComponent(href!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
    expect(shown).toContain("teal");
    expect(shown).not.toMatch(/script|onload|onclick|foreignObject|iframe/i);
    await page.mouse.click(700, 400);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(seen.problems).toEqual([]);
  });

  it("speaks Japanese with ?lang=ja, with the same hooks", async () => {
    const { page } = await open(suite.url + "?edition=tower-of-terror&lang=ja");
    expect(await page.locator('[data-tool="door"]').innerText()).toContain("ドア");
    expect(await page.locator('[data-tab="problems"]').innerText()).toContain("問題");
    expect(await codes(page)).toEqual([]);
  });

  it.each(["en", "ja"])(
    "has no serious accessibility problem in the problems list and the forms (%s)",
    async (lang) => {
      const { page } = await open(suite.url + `?edition=classic&lang=${lang}`);
      await tool(page, "void");
      await drag(page, [7, 4], [7, 5]);
      // The quick tier audits the problems list in English alone: its Japanese differs only in its words.
      for (const tab of QUICK && lang === "ja" ? ["details"] : ["problems", "details"]) {
        await page.click(`[data-tab="${tab}"]`);
        // Each section opened as one click would open it; the test is about what the audit finds in them.
        if (tab === "details") await page.$$eval("summary", (all) => all.forEach((s) => s.click()));
        expect(await seriousViolations(page)).toEqual([]);
      }
    },
  );
});
