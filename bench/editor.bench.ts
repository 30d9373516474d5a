// The board editor in headless Chromium (the one-file build, from file://):
// editorCheckMs    one change on classic (a square painted) until its diagnostics and the heat map from a
//                  room are on screen (the frame after the check of that very change is drawn);
// editorBigCheckMs the same on a 100 x 100 board;
// editorStrokeFps  frames per second while a stroke is painted across the classic board, one cell a frame;
// editorRenameMs   a room's id changed in the forms on classic (Enter in the field) until the board and the
//                  diagnostics of the renamed file are drawn;
// editorHugeLineMs a 1 MiB edition of one line of commas dropped on the page: the longest gap between two
//                  animation frames over the 2 s after the drop (`gap`), and a tool button clicked 300 ms
//                  in, until the frame that shows it pressed (`input`); the median of three drops.
import type { Page } from "playwright-core";
import { bigEdition } from "../test/big/editor-edition";
import { buildEditor, dropText, frameGaps } from "../test/browser/editor-page";
import { launch } from "../test/browser/chromium";
import { summarize } from "./stats";

/** In the page: press and release on a cell with the current tool, and time it until the check of that change is drawn. */
function change(page: Page, row: number, col: number): Promise<number> {
  return page.evaluate(
    ([r, c]) =>
      new Promise<number>((done) => {
        const svg = document.querySelector("svg.ed-board")!;
        const root = document.querySelector<HTMLElement>(".editor")!;
        const box = svg.getBoundingClientRect();
        const [, , w, h] = svg.getAttribute("viewBox")!.split(" ").map(Number);
        const x = box.left + ((c! + 0.5) * box.width) / (w! / 10);
        const y = box.top + ((r! + 0.5) * box.height) / (h! / 10);
        const before = Number(root.dataset.rev);
        const t0 = performance.now();
        const ev = (type: string, buttons: number) =>
          new PointerEvent(type, {
            clientX: x,
            clientY: y,
            button: 0,
            buttons,
            bubbles: true,
            pointerId: 1,
            isPrimary: true,
          });
        svg.dispatchEvent(ev("pointerdown", 1));
        svg.dispatchEvent(ev("pointerup", 0));
        // The check of this change is committed when the list carries its revision; it is on screen at
        // the next frame.
        const list = () => document.querySelector<HTMLElement>('[data-testid="diagnostics"]');
        const drawn = () =>
          Number(list()?.dataset.rev) > before &&
          list()?.dataset.state === "current" &&
          !!document.querySelector('[data-testid="heat-map"]');
        const finish = () => requestAnimationFrame(() => done(performance.now() - t0));
        if (drawn()) return finish();
        const seen = new MutationObserver(() => {
          if (!drawn()) return;
          seen.disconnect();
          finish();
        });
        seen.observe(document.body, {
          subtree: true,
          attributes: true,
          childList: true,
          attributeFilter: ["data-rev", "data-state"],
        });
        setTimeout(() => {
          seen.disconnect();
          done(NaN);
        }, 60_000);
      }),
    [row, col],
  );
}

async function tap(page: Page, r: number, c: number): Promise<void> {
  const box = (await page.locator("svg.ed-board").boundingBox())!;
  const vb = (await page.locator("svg.ed-board").getAttribute("viewBox"))!.split(" ").map(Number);
  await page.mouse.click(
    box.x + ((c + 0.5) * box.width) / (vb[2]! / 10),
    box.y + ((r + 0.5) * box.height) / (vb[3]! / 10),
  );
}

async function pickTool(page: Page, id: string) {
  await page.click(`[data-tool="${id}"]`);
}

/** Heat map from a room, then a square painted back and forth (`tools`: the first changes it). */
async function checkTimes(
  page: Page,
  cell: [number, number],
  roomCell: [number, number],
  samples: number,
  tools: [string, string],
): Promise<number[]> {
  await pickTool(page, "distance");
  await tap(page, roomCell[0], roomCell[1]);
  await page.locator('[data-testid="heat-map"]').waitFor({ state: "attached" });
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    await pickTool(page, tools[i % 2]!);
    out.push(await change(page, cell[0], cell[1]));
  }
  return out;
}

async function strokeFps(page: Page): Promise<number> {
  await pickTool(page, "room");
  // A stroke, not the rectangle fill the room tool starts with.
  await page.uncheck('[data-testid="rect"]');
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        const svg = document.querySelector("svg.ed-board")!;
        const box = svg.getBoundingClientRect();
        const [, , w, h] = svg.getAttribute("viewBox")!.split(" ").map(Number);
        const cols = w! / 10;
        const rows = h! / 10;
        // A zigzag over every row, one cell a frame.
        const path: [number, number][] = [];
        for (let r = 0; r < rows; r += 2) for (let c = 0; c < cols; c++) path.push([r, r % 4 === 0 ? c : cols - 1 - c]);
        const at = ([r, c]: [number, number], type: string, buttons: number) =>
          new PointerEvent(type, {
            clientX: box.left + ((c + 0.5) * box.width) / cols,
            clientY: box.top + ((r + 0.5) * box.height) / rows,
            button: 0,
            buttons,
            bubbles: true,
            pointerId: 1,
          });
        svg.dispatchEvent(at(path[0]!, "pointerdown", 1));
        let i = 1;
        const t0 = performance.now();
        const frame = () => {
          if (i < path.length) {
            svg.dispatchEvent(at(path[i++]!, "pointermove", 1));
            requestAnimationFrame(frame);
          } else {
            const fps = ((path.length - 1) * 1000) / (performance.now() - t0);
            svg.dispatchEvent(at(path[path.length - 1]!, "pointerup", 0));
            done(fps);
          }
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** In the page: rename the Kitchen (the forms' first room) to `to`, timed until its board and check are drawn. */
function rename(page: Page, to: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((done) => {
        const input = document.querySelector<HTMLInputElement>('[data-path="/rooms/0/id"] input')!;
        const root = document.querySelector<HTMLElement>(".editor")!;
        const before = Number(root.dataset.rev);
        // React reads the value through the element's own setter.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, id);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        const list = () => document.querySelector<HTMLElement>('[data-testid="diagnostics"]');
        const drawn = () =>
          Number(list()?.dataset.rev) > before &&
          list()?.dataset.state === "current" &&
          !!document.querySelector(`svg.ed-board [data-room="${id}"]`);
        const t0 = performance.now();
        input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
        const finish = () => requestAnimationFrame(() => done(performance.now() - t0));
        if (drawn()) return finish();
        const seen = new MutationObserver(() => {
          if (!drawn()) return;
          seen.disconnect();
          finish();
        });
        seen.observe(document.body, { subtree: true, attributes: true, childList: true });
        setTimeout(() => {
          seen.disconnect();
          done(NaN);
        }, 60_000);
      }),
    to,
  );
}

async function renameTimes(page: Page, samples: number): Promise<number[]> {
  await page.click('[data-tab="details"]');
  await page
    .locator("details", { has: page.locator('[data-path="/rooms"]') })
    .locator("summary")
    .first()
    .click();
  const out: number[] = [];
  for (let i = 0; i < samples; i++) out.push(await rename(page, i % 2 === 0 ? "scullery" : "kitchen"));
  await page.click('[data-tab="problems"]');
  return out;
}

/** Drops a 1 MiB one-line edition and measures the page meanwhile: its longest frame gap and a click's answer. */
async function hugeLine(page: Page, url: string): Promise<{ gap: number; input: number }> {
  await page.goto(url + "?edition=classic");
  await page.locator('[data-testid="diagnostics"][data-state="current"]').waitFor({ state: "attached" });
  const gaps = frameGaps(page);
  await gaps.start();
  await dropText(page, "format: 1\nid: big\nname: [" + ",".repeat(1024 * 1024 - 64) + "]\n", "big.yaml");
  const input = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        setTimeout(() => {
          const button = document.querySelector<HTMLElement>('[data-tool="door"]')!;
          const t0 = performance.now();
          button.click();
          const seen = () =>
            button.getAttribute("aria-pressed") === "true"
              ? requestAnimationFrame(() => done(performance.now() - t0))
              : requestAnimationFrame(seen);
          seen();
        }, 300),
      ),
  );
  await page.waitForTimeout(1700);
  const gap = await gaps.stop();
  return { gap, input };
}

export async function run(): Promise<Record<string, unknown>> {
  const [browser, url] = await Promise.all([launch(), buildEditor()]);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // tsx keeps function names with a helper the page does not have.
    await page.addInitScript("window.__name = (f) => f");
    await page.goto(url + "?edition=classic");
    await page.locator('[data-testid="diagnostics"][data-state="current"]').waitFor({ state: "attached" });
    // [6, 0] is off-board beside the corridor at [7, 0]: either way the board still compiles.
    await checkTimes(page, [6, 0], [2, 2], 10, ["corridor", "void"]);
    const classic = await checkTimes(page, [6, 0], [2, 2], 60, ["corridor", "void"]);
    await renameTimes(page, 6);
    const renames = await renameTimes(page, 30);
    const fps: number[] = [];
    for (let i = 0; i < 3; i++) {
      fps.push(await strokeFps(page));
      await page.keyboard.press("Control+z");
    }
    await dropText(page, bigEdition(100), "big.yaml");
    await page
      .locator('[data-testid="diagnostics"][data-state="current"]')
      .waitFor({ state: "attached", timeout: 120_000 });
    const big = await checkTimes(page, [1, 1], [6, 6], 6, ["void", "corridor"]);
    const huge: { gap: number; input: number }[] = [];
    for (let i = 0; i < 3; i++) huge.push(await hugeLine(page, url));
    await page.close();
    const mid = (xs: number[]) => Number(xs.sort((a, b) => a - b)[1]!.toFixed(1));
    fps.sort((a, b) => a - b);
    return {
      editorCheckMs: summarize(classic, 1),
      editorBigCheckMs: summarize(big, 0),
      editorStrokeFps: Number(fps[1]!.toFixed(1)),
      editorRenameMs: summarize(renames, 1),
      editorHugeLineMs: { gap: mid(huge.map((h) => h.gap)), input: mid(huge.map((h) => h.input)) },
    };
  } finally {
    await browser.close();
  }
}
