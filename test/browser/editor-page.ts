// Helpers for the editor's browser tests and benchmark: build the one-file editor into a fresh folder
// (a clean clone has no build/), open it from file://, and point at board cells the way a user would.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { build } from "vite";
import { bakeHtml } from "../../compiler/emit/html";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Build editor/ into a temporary folder, with the Content-Security-Policy `npm run build` gives it (no
 * eval, no connection), and give the file:// address of its index.html.
 */
export async function buildEditor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "clue-editor-"));
  // The JSX transform follows NODE_ENV, which the test runner sets to "test": build as production.
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: join(ROOT, "editor/vite.config.ts"),
      mode: "production",
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = env;
  }
  const page = join(outDir, "index.html");
  writeFileSync(page, bakeHtml(readFileSync(page, "utf8"), null));
  return pathToFileURL(page).href;
}

/** Drops `text` on the editor as a file named `name`, as a designer drags a file in from the desktop. */
export function dropText(page: Page, text: string, name = "edition.yaml"): Promise<void> {
  return page.evaluate(
    ([t, n]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: "application/yaml" }));
      document
        .querySelector(".editor")!
        .dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
    },
    [text, name] as const,
  );
}

/** The longest gap between two animation frames of the page from `start()` to `stop()`, in ms. */
export function frameGaps(page: Page): { start: () => Promise<void>; stop: () => Promise<number> } {
  type Loop = { gap: number; last: number; stop: boolean };
  return {
    start: () =>
      page.evaluate(() => {
        const w = window as unknown as Loop;
        w.gap = 0;
        w.last = performance.now();
        w.stop = false;
        const tick = (now: number) => {
          w.gap = Math.max(w.gap, now - w.last);
          w.last = now;
          if (!w.stop) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    stop: () =>
      page.evaluate(() => {
        const w = window as unknown as Loop;
        w.stop = true;
        return w.gap;
      }),
  };
}

/** Collects page errors, console errors and any request that is not for the page itself. */
export function watch(page: Page): { problems: string[]; requests: string[] } {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    problems.push(m.text());
    // A minified React message says little: its cause's stack says where (kept for the failure report).
    for (const a of m.args())
      void a
        .evaluate((e) => (e instanceof Error && e.cause instanceof Error ? String(e.cause.stack) : ""))
        .then((why) => why && problems.push(`cause: ${why}`))
        .catch(() => undefined);
  });
  page.on("request", (r) => {
    if (!/^(file|data|blob):/.test(r.url())) requests.push(r.url());
  });
  return { problems, requests };
}

async function boardSize(page: Page): Promise<{ rows: number; cols: number }> {
  return page.evaluate(() => {
    const vb = document.querySelector("svg.ed-board")!.getAttribute("viewBox")!.split(" ").map(Number);
    return { rows: Math.round(vb[3]! / 10), cols: Math.round(vb[2]! / 10) };
  });
}

/** The page coordinates of a cell's centre. */
export async function cellPoint(page: Page, r: number, c: number): Promise<{ x: number; y: number }> {
  const box = (await page.locator("svg.ed-board").boundingBox())!;
  const { rows, cols } = await boardSize(page);
  return { x: box.x + ((c + 0.5) * box.width) / cols, y: box.y + ((r + 0.5) * box.height) / rows };
}

/** Press on one cell, pass through the others, release on the last. */
export async function drag(page: Page, ...cells: [number, number][]): Promise<void> {
  const [first, ...rest] = cells;
  const p = await cellPoint(page, first![0], first![1]);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  for (const c of rest) {
    const q = await cellPoint(page, c[0], c[1]);
    await page.mouse.move(q.x, q.y, { steps: 2 });
  }
  await page.mouse.up();
}

export const click = (page: Page, r: number, c: number) => drag(page, [r, c]);

export async function tool(page: Page, id: string): Promise<void> {
  await page.click(`[data-tool="${id}"]`);
}

/** The diagnostics' codes once the list shows the current text. */
export async function codes(page: Page): Promise<string[]> {
  await page.locator('[data-testid="diagnostics"][data-state="current"]').waitFor({ state: "attached" });
  return page.$$eval('[data-testid="diagnostics"] [data-code]', (els) => els.map((e) => e.getAttribute("data-code")!));
}

/** Click Download and give the saved text. */
export async function save(page: Page): Promise<string> {
  const [dl] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="download"]')]);
  const path = await dl.path();
  const { readFileSync } = await import("node:fs");
  return readFileSync(path, "utf8");
}

/** The lines of `b` that differ from `a`'s, line by line (a change that adds or drops a line is refused). */
export function changedLines(a: string, b: string): string[] {
  const x = a.split("\n");
  const y = b.split("\n");
  if (y.length !== x.length) throw new Error(`the file has ${y.length} lines, not ${x.length}`);
  return y.filter((l, i) => l !== x[i]);
}
