// The table as a player sees it, on each edition (issue 25, points 5, 8, 12, 14): at a laptop's sizes the
// board, the turn's controls and the notebook are in view together with nothing to scroll; on a phone
// every control is a finger's size, a cell's marks open beside it and no keyboard hint shows; an
// 80-character name and a right-to-left one neither widen the page nor reorder a line; the end of a game
// opens the envelope, says how it was won, lays every hand open as cards, and holds the focus.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { bakeHtml } from "../../compiler/emit/html";
import { playerJsonText } from "../../compiler/emit/edition-json";
import { editionHash } from "../../player/engine";
import { EDITIONS, loadEdition } from "../editions";
import { seriousViolations } from "./axe";
import { errorsOf, freshPages } from "./fresh";
import { pageSuite } from "./suite";
import { QUICK, buildPlayer, clickStep, look, playToEnd, savedState, settle } from "./player-harness";

const suite = pageSuite(buildPlayer);
const LAPTOPS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const pages = {
  "1280x800": freshPages(() => suite.browser, { viewport: LAPTOPS[0] }),
  "1440x900": freshPages(() => suite.browser, { viewport: LAPTOPS[1] }),
  phone: freshPages(() => suite.browser, PHONE),
};

/** 80 characters and no space: the longest name the format allows. */
const LONG = "Bartholomew".repeat(8).slice(0, 80);
const RTL = "ليلى حداد";

async function open(size: keyof typeof pages, url: string): Promise<{ page: Page; errors: string[] }> {
  const { page, seen } = await pages[size](url, errorsOf(true));
  await page.locator("main[data-viewer]").waitFor();
  return { page, errors: seen };
}

const game = (edition: string, more = "") =>
  `${suite.url}?edition=${edition}&players=6&humans=1&seed=7&pace=instant${more}`;

/** The edition with its first suspect named in Arabic and its second with 80 letters, baked into the page. */
function namesPage(edition: string): string {
  const compiled = structuredClone(loadEdition(edition));
  const [first, second] = compiled.edition.suspects;
  if (!first || !second) throw new Error("an edition with fewer than two suspects");
  first.name = RTL;
  second.name = LONG;
  const dir = mkdtempSync(join(tmpdir(), `clue-names-${edition}-`));
  const template = readFileSync(fileURLToPath(suite.url), "utf8");
  const html = bakeHtml(template, playerJsonText(compiled, editionHash(compiled.edition), {}), compiled.edition.name);
  writeFileSync(join(dir, "index.html"), html);
  return pathToFileURL(join(dir, "index.html")).href;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The first element's box for each selector (null where there is none), and the page's own size. */
function measure(page: Page, selectors: string[]) {
  return page.evaluate((sel) => {
    const box = (s: string) => {
      const e = document.querySelector(s);
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      boxes: Object.fromEntries(sel.map((s) => [s, box(s)])),
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
      width: innerWidth,
      height: innerHeight,
    };
  }, selectors);
}

const inside = (b: Box | null | undefined, w: number, h: number) =>
  !!b && b.top >= 0 && b.left >= 0 && b.bottom <= h + 0.5 && b.right <= w + 0.5 && b.bottom > b.top;

/** Every control shown (button, select, summary, tab, notebook cell) smaller than 44 px either way. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const e of document.querySelectorAll<HTMLElement>(
      'button, select, summary, [role="tab"], [role="gridcell"], input[type="text"]',
    )) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(e).visibility === "hidden") continue;
      if (r.width < 43.5 || r.height < 43.5)
        out.push(
          `${e.tagName.toLowerCase()} "${e.textContent.trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return out;
  });
}

/** Words that tell of keys: the notebook's, the replay's and the board's hints (English). */
const KEY_HINT = /arrow keys?|page up|page down|space or enter|enter goes/i;

/** Text the page shows that speaks of keys, and controls under 44 px, whichever panel is open. */
async function eachPanel(page: Page): Promise<{ hints: string[]; small: string[] }> {
  const hints: string[] = [];
  const small: string[] = [];
  const tabs = page.locator('[role="tab"]');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).tap();
    const text = await page.evaluate(() => document.body.innerText);
    for (const line of text.split("\n")) if (KEY_HINT.test(line)) hints.push(line.trim());
    small.push(...(await smallTargets(page)));
  }
  return { hints, small };
}

const editions = QUICK ? (["classic"] as const) : EDITIONS;

describe.each(editions)("%s at the table", (edition) => {
  it("at 1280x800 and 1440x900 the board, the turn's controls and the notebook are in view, and the page does not scroll", async () => {
    for (const { width, height } of LAPTOPS) {
      const { page, errors } = await open(`${width}x${height}` as keyof typeof pages, game(edition));
      await page.locator('[data-action="roll"]').waitFor();
      const parts = [".board-svg", ".turn-panel", '[data-testid="notebook"]', ".panel-body"];
      for (const when of ["before the roll", "after it"]) {
        if (when === "after it")
          await settle(page, await look(page), 5_000, () => page.locator('[data-action="roll"]').click());
        const m = await measure(page, parts);
        const at = `${width}x${height} ${when}`;
        expect({ at, scrollWidth: m.scrollWidth, scrollHeight: m.scrollHeight }).toEqual({
          at,
          scrollWidth: width,
          scrollHeight: height,
        });
        for (const s of [".board-svg", ".turn-panel", ".panel-body"])
          expect(inside(m.boxes[s], width, height), `${at}: ${s} ${JSON.stringify(m.boxes[s])}`).toBe(true);
        // The notebook's first rows show, not hidden behind the board: the first cell is what is there.
        const cell = await page.evaluate(() => {
          const c = document.querySelector('[data-nb="0,0"]');
          if (!c) return "no cell";
          const r = c.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit === c || c.contains(hit)
            ? "seen"
            : `covered by <${hit?.tagName ?? "nothing"} class="${hit?.getAttribute("class") ?? ""}">`;
        });
        expect(cell, at).toBe("seen");
      }
      expect(errors).toEqual([]);
    }
  });

  it("on a phone every control is 44 px or more each way, no keyboard hint shows, and a cell's marks open beside it", async () => {
    const { page, errors } = await open("phone", game(edition));
    await page.locator('[data-action="roll"]').waitFor();
    expect(await smallTargets(page), "at the start").toEqual([]);
    // The accusation's selects, where the edition offers one at the start (The Office: in one room only).
    if ((await page.locator(".accuse summary").count()) > 0) {
      await page.locator(".accuse summary").tap();
      expect(await smallTargets(page), "the accusation open").toEqual([]);
      await page.locator(".accuse summary").tap();
    }
    await settle(page, await look(page), 5_000, () => page.locator('[data-action="roll"]').tap());
    expect(await smallTargets(page), "after the roll").toEqual([]);
    await page.locator(".menu summary").tap();
    expect(await smallTargets(page), "the menu open").toEqual([]);
    await page.locator(".menu summary").tap();
    expect(await eachPanel(page)).toEqual({ hints: [], small: [] });

    // The cell's marks and reasons open right under (or over) the cell tapped, not under the whole sheet.
    await page.locator('[role="tab"]').first().tap();
    const cell = page.locator('[data-nb="4,1"]');
    await cell.scrollIntoViewIfNeeded();
    await cell.tap();
    const details = page.locator(".nb-details");
    await details.waitFor();
    const [c, d] = [await cell.boundingBox(), await details.boundingBox()];
    if (!c || !d) throw new Error("no cell or details box");
    const gap = Math.min(Math.abs(d.y - (c.y + c.height)), Math.abs(c.y - (d.y + d.height)));
    expect(gap, `cell ${JSON.stringify(c)}, details ${JSON.stringify(d)}`).toBeLessThanOrEqual(8);
    expect(d.x < c.x + c.width && c.x < d.x + d.width, "the details overlap the cell's column").toBe(true);
    expect(d.x >= 0 && d.x + d.width <= 390, "the details within the screen").toBe(true);
    expect(await seriousViolations(page, [".nb-details"]), "the cell's details, open").toEqual([]);
    // A mark given there lands in the cell tapped.
    await details.getByRole("button", { name: /cross/i }).tap();
    await expect(cell.getAttribute("aria-label")).resolves.toMatch(/cross/i);
    expect(errors).toEqual([]);
  });

  it("an 80-character name and a right-to-left one: the page keeps the window's width, names are whole and isolated", async () => {
    const url = namesPage(edition);
    for (const size of ["1280x800", "phone"] as const) {
      const { page, errors } = await open(size, `${url}?players=4&humans=1&seed=7&pace=instant`);
      // The human's first step (a roll, or a card to show where a computer player suggests first), so
      // that the names show in more places: the status's sentence, a card shown.
      await page.locator(".turn-panel [data-action]").first().waitFor();
      await clickStep(page);
      const m = await measure(page, []);
      expect({ size, width: m.scrollWidth }).toEqual({ size, width: m.width });
      const found = await page.evaluate(
        ({ long, rtl }) => {
          const seats = document.querySelector(".seats")?.textContent ?? "";
          // Each place that shows the long name holds it whole: in its text, or in a title or label
          // around it; and where it is cut to fit (overflow hidden, an ellipsis), in a title for the pointer.
          const cut: string[] = [];
          const titled = (e: Element) =>
            [...document.querySelectorAll("[title], [aria-label]")].some(
              (t) => t.contains(e) && `${t.getAttribute("title")} ${t.getAttribute("aria-label")}`.includes(long),
            );
          for (const e of document.querySelectorAll<HTMLElement>("main *")) {
            if (!e.textContent.includes(long.slice(0, 20))) continue;
            const leaf = e.children.length === 0;
            if (leaf && !e.textContent.includes(long) && !titled(e)) cut.push(`part only: ${e.outerHTML.slice(0, 80)}`);
            const o = getComputedStyle(e).overflowX + getComputedStyle(e).overflowY;
            const clipped =
              /hidden|clip/.test(o) && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
            if (clipped && !titled(e)) cut.push(`cut, no title: ${e.outerHTML.slice(0, 80)}`);
          }
          // Every text of the status, seats, hand and the cell's details holding the RTL name: in a bdi
          // or dir=auto element, or alone in its own block (a paragraph of its own).
          const mixed: string[] = [];
          const walk = document.createTreeWalker(document.querySelector("main") as Node, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) {
            if (!(n.textContent ?? "").includes(rtl)) continue;
            const el = n.parentElement as Element;
            if (!el.closest(".game-status, .seats, [data-testid=hand], .nb-details, [data-testid=game-over]")) continue;
            if (el.closest("bdi, [dir=auto]")) continue;
            let block: Element = el;
            while (["inline", "contents"].includes(getComputedStyle(block).display) && block.parentElement)
              block = block.parentElement;
            if (block.textContent.trim() !== rtl) mixed.push(block.textContent.trim().slice(0, 60));
          }
          const status = document.querySelector(".game-status")?.textContent ?? "";
          return { seats: seats.includes(long) && seats.includes(rtl), cut, mixed, status: status.includes(rtl) };
        },
        { long: LONG, rtl: RTL },
      );
      expect(found).toEqual({ seats: true, cut: [], mixed: [], status: true });
      expect(errors).toEqual([]);
    }
  });

  it("the end of a game shows the envelope as cards, how it was won, every hand as cards, and keeps the focus on its heading", async () => {
    // A human and two computer players, from a seed whose game is short; the clicks are a mouse's.
    const { page, errors } = await open(
      "1280x800",
      `${suite.url}?edition=${edition}&players=3&humans=1&seed=${QUICK ? 1 : 21}&pace=instant`,
    );
    await playToEnd(page, clickStep);
    const over = page.locator('[data-testid="game-over"]');
    await over.waitFor();
    // Later renders (the lagging store, the panels) must not take the focus from it.
    await page.waitForTimeout(1_000);
    const state = await savedState(page, edition);
    const result = state.result;
    if (!result) throw new Error("the saved game is not over");
    const shown = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="game-over"]') as HTMLElement;
      return {
        focus: document.activeElement?.id ?? document.activeElement?.tagName ?? "",
        cards: [...root.querySelectorAll("[data-card]")].map((e) => e.getAttribute("data-card")),
        hands: [...root.querySelectorAll(".all-hands > li")].map((li) =>
          [...li.querySelectorAll("[data-card]")].map((e) => e.getAttribute("data-card")),
        ),
        how: root.querySelector(".game-over-how")?.textContent ?? "",
        heading: root.querySelector("h2")?.textContent ?? "",
        page: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
      };
    });
    expect(shown.focus).toBe("game-over-title");
    expect(await seriousViolations(page, ['[data-testid="game-over"]'])).toEqual([]);
    // All of it in the side column, which scrolls: the page still does not.
    expect(shown.page).toEqual([1280, 800]);
    const { suspect, weapon, room } = state.envelope;
    for (const c of [suspect, weapon, room]) expect(shown.cards).toContain(c);
    expect(shown.hands.slice(0, state.hands.length)).toEqual(state.hands);
    const compiled = loadEdition(edition);
    const nameOf = (id: string) =>
      [...compiled.edition.suspects, ...compiled.edition.weapons, ...compiled.edition.rooms].find((x) => x.id === id)
        ?.name ?? id;
    if (result.winner === null) expect(shown.how).toMatch(/out/);
    else if (result.reason === "accusation")
      for (const c of [suspect, weapon, room]) expect(shown.how).toContain(nameOf(c));
    else expect(shown.how).toMatch(/last one in/);
    expect(errors).toEqual([]);
  });
});
