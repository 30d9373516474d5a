// A human who plays with the keyboard alone (no mouse event): Tab to a control and Enter, and moves made
// with the board's cursor (arrow keys, Enter) as a blind player would.
import type { Page } from "playwright-core";
import { roomCells } from "../../player/board";
import type { CompiledEdition } from "../../schemas/graph";
import { choose, look, settle } from "./player-harness";

const ACTIVE = `(() => {
  const a = document.activeElement;
  if (!a) return null;
  if (a.classList.contains("board")) return "board";
  return a.getAttribute("data-action");
})()`;

/** Tab (or Shift+Tab first, for what lies before the turn's controls, like the board) until `want` has the focus. */
async function tabTo(page: Page, want: string, back = false): Promise<boolean> {
  for (const key of back ? ["Shift+Tab", "Tab"] : ["Tab", "Shift+Tab"])
    for (let i = 0; i < 80; i++) {
      if ((await page.evaluate(ACTIVE)) === want) return true;
      await page.keyboard.press(key);
    }
  return false;
}

async function cursorAt(page: Page): Promise<[number, number] | null> {
  const r = await page.evaluate(
    `(() => { const c = document.querySelector(".board-cursor"); return c ? [Number(c.getAttribute("y")), Number(c.getAttribute("x"))] : null; })()`,
  );
  return r ? [Math.floor(((r as number[])[0] as number) / 10), Math.floor(((r as number[])[1] as number) / 10)] : null;
}

async function walkCursor(page: Page, to: [number, number]): Promise<void> {
  if (!(await tabTo(page, "board", true))) throw new Error("the board can not be reached with Tab");
  if (!(await cursorAt(page))) await page.keyboard.press("Enter");
  const from = (await cursorAt(page)) as [number, number];
  const [dr, dc] = [to[0] - from[0], to[1] - from[1]];
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowDown" : "ArrowUp");
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? "ArrowRight" : "ArrowLeft");
  await page.keyboard.press("Enter");
}

export async function keyStep(page: Page, compiled: CompiledEdition): Promise<boolean> {
  const s = await look(page);
  if (s.over) return false;
  const c = choose(s);
  if (!c) {
    await settle(page, s);
    return true;
  }
  await settle(page, s, 5_000, async () => {
    if (c.kind === "action") {
      if (!(await tabTo(page, c.action))) throw new Error(`no focusable ${c.action} control`);
      await page.keyboard.press("Enter");
    } else if (c.kind === "cell") {
      const [r, col] = c.cell.split(",").map(Number) as [number, number];
      await walkCursor(page, [r, col]);
    } else {
      const cells = roomCells(compiled.edition).get(c.room) ?? [];
      const from = (await cursorAt(page)) ?? [0, 0];
      const near = [...cells].sort(
        (a, b) =>
          Math.abs(a[0] - from[0]) + Math.abs(a[1] - from[1]) - (Math.abs(b[0] - from[0]) + Math.abs(b[1] - from[1])),
      )[0];
      if (!near) throw new Error(`room ${c.room} has no cells`);
      await walkCursor(page, [near[0], near[1]]);
    }
  });
  return true;
}
