// The editor's Print kit (PDF) from the one-file page at file://: the draft's kit downloads, made in the
// page with no request, every page the paper's size, the cards named; a draft with errors prints nothing.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { buildEditor, click, codes, tool, watch } from "./editor-page";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

describe("the editor's print kit", () => {
  it("downloads classic's kit on US Letter, made in the page with no request", async () => {
    const { page, seen } = await open(suite.url + "?edition=classic", watch);
    expect(await codes(page)).toEqual([]);
    const [dl] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByTestId("print").selectOption("letter"),
    ]);
    expect(dl.suggestedFilename()).toBe("classic-print-letter.pdf");
    const path = await dl.path();
    const info = execFileSync("pdfinfo", ["-f", "1", "-l", "999", path], { encoding: "utf8" });
    const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)/gm)];
    expect(sizes.length).toBeGreaterThan(10);
    for (const m of sizes) expect([Number(m[1]), Number(m[2])]).toEqual([612, 792]);
    const text = execFileSync("pdftotext", [path, "-"], { encoding: "utf8" });
    for (const name of ["Miss Scarlett", "Candlestick", "Billiard Room", "Detective Notepad"])
      expect(text).toContain(name);
    await expect.poll(() => page.getByTestId("print-note").textContent()).toContain("classic-print-letter.pdf");
    expect(seen.problems).toEqual([]);
    expect(seen.requests).toEqual([]);
  });

  it("prints nothing from a draft with errors and says why", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    let downloads = 0;
    page.on("download", () => downloads++);
    // Miss Scarlett's start square made off-board: START_NOT_WALKABLE.
    await tool(page, "void");
    await click(page, 24, 7);
    await expect.poll(() => codes(page), { timeout: 20_000 }).not.toEqual([]);
    await page.getByTestId("print").selectOption("a4");
    await expect.poll(() => page.getByTestId("print-note").textContent()).toMatch(/Fix the problems first/);
    expect(downloads).toBe(0);
  });
});
