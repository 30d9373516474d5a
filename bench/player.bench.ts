// The web player in headless Chromium, on the classic page as `clue-compile build` makes it (the player
// built by Vite, the edition baked in and the page's CSP added by the same functions; file://),
// each figure the median of five runs:
//   playerInitialJsKb     gzip (level 9) of the page's own script, in KiB (the inert Worker block apart)
//   playerReadyMs         navigation to an interactive board (the roll control) with ?players=4&humans=1&seed=1
//   playerLongestTaskMs   the longest main-thread task (PerformanceObserver longtask, which reports
//                         tasks over 50 ms only: 0 means none was) in a game of four hard bots, pace=instant
//   playerInputMs         a click on a reachable square to the first frame that shows the token there,
//                         animation off (pace=instant); p50 and p95 over a game's moves
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { launch } from "../test/browser/chromium";
import { playerJsonText } from "../compiler/emit/edition-json";
import { bakeHtml } from "../compiler/emit/html";
import { editionHash } from "../player/engine";
import { buildPlayer, clickStep, look } from "../test/browser/player-harness";
import { initialJsKb } from "../test/build/page-size";
import { loadEdition } from "../test/editions";
import { percentile } from "./stats";

const RUNS = 5;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const round = (x: number, d = 1) => Number(x.toFixed(d));

async function buildClassic(): Promise<string> {
  const template = fileURLToPath(await buildPlayer());
  const classic = loadEdition("classic");
  const file = template.replace(/index\.html$/, "classic.html");
  writeFileSync(
    file,
    bakeHtml(readFileSync(template, "utf8"), playerJsonText(classic, editionHash(classic.edition), {})),
  );
  return file;
}

// Installed before the page's own script runs; plain source so no transpiler helper ends up in the page.
const PROBES = `
  window.__ready = null; window.__longest = 0; window.__input = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: "longtask", buffered: true });
  new MutationObserver(() => { if (window.__ready === null && document.querySelector('[data-action="roll"]')) window.__ready = performance.now(); }).observe(document, { subtree: true, childList: true });
  addEventListener("click", (e) => {
    const cell = e.target instanceof Element && e.target.closest("[data-cell][data-reachable]");
    if (!cell) return;
    const [r, c] = cell.getAttribute("data-cell").split(",").map(Number);
    const t0 = performance.now();
    const at = "translate(" + (c * 10 + 5) + " " + (r * 10 + 5) + ")";
    const token = () => document.querySelector('[data-token="scarlett"]');
    const check = () => { const t = performance.now(); if (token() && token().getAttribute("transform") === at) window.__input.push(t - t0); else if (t - t0 < 2000) requestAnimationFrame(check); };
    requestAnimationFrame(check);
  }, true);
`;

async function page(browser: Browser, file: string, query: string): Promise<Page> {
  const p = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await p.addInitScript(PROBES);
  await p.goto(`${pathToFileURL(file).href}?${query}`);
  return p;
}

async function readyMs(browser: Browser, file: string): Promise<number> {
  const p = await page(browser, file, "players=4&humans=1&seed=1&pace=instant");
  while (!(await p.evaluate("window.__ready !== null"))) await p.waitForTimeout(5);
  const t = await p.evaluate<number>("window.__ready");
  await p.close();
  return t;
}

async function longestTask(browser: Browser, file: string, seed: number): Promise<number> {
  const p = await page(browser, file, `players=4&humans=0&bots=hard&seed=${seed}&pace=instant`);
  await p.locator('[data-testid="game-over"]').waitFor({ timeout: 120_000 });
  const t = await p.evaluate<number>("window.__longest");
  await p.close();
  return t;
}

async function inputLatencies(browser: Browser, file: string, seed: number): Promise<number[]> {
  const p = await page(browser, file, `players=4&humans=1&seed=${seed}&pace=instant`);
  await p.locator("main[data-viewer]").waitFor();
  for (let i = 0; i < 400 && (await clickStep(p)); i++)
    if ((await p.evaluate<number>("window.__input.length")) >= 25) break;
  await look(p);
  const xs = await p.evaluate<number[]>("window.__input");
  await p.close();
  return xs;
}

export async function run(): Promise<Record<string, unknown>> {
  const file = await buildClassic();
  const browser = await launch();
  try {
    const ready: number[] = [];
    const longest: number[] = [];
    const p50: number[] = [];
    const p95: number[] = [];
    await readyMs(browser, file); // warm the browser's caches once
    for (let i = 0; i < RUNS; i++) {
      ready.push(await readyMs(browser, file));
      longest.push(await longestTask(browser, file, i + 1));
      const xs = (await inputLatencies(browser, file, i + 1)).sort((a, b) => a - b);
      p50.push(percentile(xs, 50));
      p95.push(percentile(xs, 95));
    }
    return {
      playerInitialJsKb: initialJsKb(readFileSync(file, "utf8")),
      playerReadyMs: round(median(ready)),
      playerLongestTaskMs: round(median(longest)),
      playerInputMs: { p50: round(median(p50)), p95: round(median(p95)) },
    };
  } finally {
    await browser.close();
  }
}
