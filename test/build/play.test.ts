// Each shipped edition, built with the real web player, copied alone into an empty folder and opened from
// file:// as a friend would: computer players play a whole game to its end, and no request leaves the
// page (blob: URLs are the page's own Worker; anything else is a failure).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch } from "../browser/chromium";
import { EDITIONS, ROOT } from "../editions";
import { QUICK } from "../quick";
import { HOSTILE_NAMES, hostileYaml } from "./hostile-edition";

const out = mkdtempSync(join(tmpdir(), "clue-play-"));
const hostile = mkdtempSync(join(tmpdir(), "clue-play-hostile-"));
let browser: Browser;
// The quick tier builds and plays classic alone (player-office.test plays The Office in the page).
const PLAYED = QUICK ? (["classic"] as const) : EDITIONS;
let built: { status: number | null; stdout: string; stderr: string };

beforeAll(async () => {
  writeFileSync(join(hostile, "edition.yaml"), hostileYaml());
  const editions = [...PLAYED.map((id) => `variants/${id}`), hostile];
  built = spawnSync(process.execPath, [join(ROOT, "bin/clue-compile.js"), "build", ...editions, "--out", out], { cwd: ROOT, encoding: "utf8" });
  browser = await launch();
});
afterAll(async () => {
  // Unset when the launch failed.
  await (browser as Browser | undefined)?.close();
});

describe("a built index.html from file://", () => {
  it("was built with the real player", () => {
    expect(built.status, built.stderr).toBe(0);
    expect(built.stderr).not.toContain("index.html is not written");
  });

  it("with hostile names plays to the end and shows the names as text, running none of them", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto(`${pathToFileURL(join(out, "class", "index.html")).href}?players=3&humans=0&seed=1&pace=instant`);
    await page.getByTestId("game-over").waitFor({ timeout: 90_000 });
    const text = await page.evaluate(() => document.body.innerText);
    for (const name of HOSTILE_NAMES.suspects) expect(text).toContain(name);
    expect(text).toContain(HOSTILE_NAMES.edition);
    expect(await page.evaluate(() => (globalThis as { pwned?: unknown }).pwned)).toBeUndefined();
    expect(await page.locator("b").count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  for (const id of PLAYED)
    it(`${id}: four computer players play to the end, and nothing is requested`, async () => {
      const alone = mkdtempSync(join(tmpdir(), `clue-alone-${id}-`));
      copyFileSync(join(out, id, "index.html"), join(alone, "index.html"));
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const url = pathToFileURL(join(alone, "index.html")).href;
      const left: string[] = [];
      const problems: string[] = [];
      page.on("request", (r) => r.url().split("?")[0] !== url && !r.url().startsWith("blob:") && left.push(r.url()));
      page.on("pageerror", (e) => problems.push(e.message));
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      await page.goto(`${url}?players=4&humans=0&seed=1&pace=instant`);
      const over = page.getByTestId("game-over");
      await over.waitFor({ timeout: 90_000 });
      expect((await over.textContent())?.length).toBeGreaterThan(3);
      await page.screenshot({ path: join(out, `${id}-game-over.png`) });
      expect(left).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
});
