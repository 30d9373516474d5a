// The balance report in a real browser: every section shows, the heat map is drawn, and names that look
// like code stay text. The page's Content-Security-Policy forbids scripts, which would hide a name that is
// not escaped; so the escaping is checked in the markup and in a copy of the page without the policy.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../editions";
import { launch } from "./chromium";
import { japaneseInSystemFonts } from "./glyphs";

const HOSTILE_SUSPECT = `<script>window.pwned = 1</script>`;
const HOSTILE_ROOM = `<img src=x onerror="window.pwned = 2">`;

let made: string | undefined;

/**
 * The classic edition with a suspect and a room named like markup, written next to a report of it; made once
 * for the file (the tests only read it; a simulate run costs some 0.5 s of CPU).
 */
function hostileReport(): string {
  return (made ??= makeHostileReport());
}

function makeHostileReport(): string {
  const dir = mkdtempSync(join(tmpdir(), "clue-report-browser-"));
  const yaml = readFileSync(`${ROOT}variants/classic/edition.yaml`, "utf8")
    .replace("name: Miss Scarlett", `name: '${HOSTILE_SUSPECT}'`)
    .replace(/name: Kitchen\b/, `name: '${HOSTILE_ROOM}'`);
  writeFileSync(join(dir, "edition.yaml"), yaml);
  const file = join(dir, "report.html");
  const r = spawnSync(
    process.execPath,
    [
      `${ROOT}bin/clue-compile.js`,
      "simulate",
      dir,
      "--games",
      "30",
      "--seed",
      "2",
      "--bots",
      "medium",
      "--report",
      file,
    ],
    { encoding: "utf8" },
  );
  if (r.status !== 0) throw new Error(`simulate failed: ${r.stderr}`);
  return file;
}

describe("the balance report in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    // Unset when the launch failed.
    await (browser as Browser | undefined)?.close();
  });

  it("shows every section and the heat map, and runs nothing a name says", async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().includes("Content Security Policy")) problems.push(m.text());
    });
    await page.goto(pathToFileURL(hostileReport()).href);
    for (const heading of [
      "Wins by seat",
      "Wins by level",
      "Turns to finish",
      "Rooms",
      "Heat map",
      "Distances between rooms",
    ])
      await expect(page.getByRole("heading", { name: heading, exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    // The names are shown as the text they are.
    expect(await page.getByText(HOSTILE_SUSPECT, { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByText(HOSTILE_ROOM, { exact: false }).count()).toBeGreaterThan(0);
    const map = await page.locator("section", { hasText: "Heat map" }).locator("svg, table, div").first().boundingBox();
    expect(map?.width ?? 0).toBeGreaterThan(200);
    expect(map?.height ?? 0).toBeGreaterThan(200);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("escapes the names itself: the markup holds them only as text, and a copy without the policy runs nothing", async () => {
    const file = hostileReport();
    const html = readFileSync(file, "utf8");
    for (const name of [HOSTILE_SUSPECT, HOSTILE_ROOM]) expect(html).not.toContain(name);
    expect(html).not.toMatch(/<script|<img/i);
    const open = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
    expect(open).not.toBe(html);
    const unguarded = file.replace(/\.html$/, ".no-policy.html");
    writeFileSync(unguarded, open);
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));
    // Without the policy the page may fetch what it likes: an <img> that ran would try "x" and fail loudly.
    page.on("requestfailed", (r) => problems.push(`request ${r.url()}`));
    await page.goto(pathToFileURL(unguarded).href);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.getByText(HOSTILE_SUSPECT, { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByText(HOSTILE_ROOM, { exact: false }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("in Japanese, draws its Japanese in the font it carries, not in a system font's boxes", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "clue-report-browser-")), "ja.html");
    const args = ["simulate", "variants/classic", "--games", "3", "--seed", "1", "--bots", "medium"];
    const r = spawnSync(process.execPath, [`${ROOT}bin/clue-compile.js`, ...args, "--lang", "ja", "--report", file], {
      cwd: ROOT,
      encoding: "utf8",
    });
    expect(r.status, r.stderr).toBe(0);
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    const problems: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && problems.push(m.text())));
    await page.goto(pathToFileURL(file).href);
    await expect(page.getByRole("heading", { name: "席ごとの勝利数", exact: true }).isVisible()).resolves.toBe(true);
    expect(await japaneseInSystemFonts(page)).toEqual([]);
    // The policy lets the font in and nothing else: no refusal said on the console.
    expect(problems).toEqual([]);
    await page.close();
  });
});
