// Issue 25, point 11: hostile saves and files, probed through the page as a player (or a prankster) would
// bring them: a save opened from the menu or dropped on the start screen, a stored game put in
// localStorage, an edition file, a link; a game that breaks while drawn; the policy of the page built
// without an edition. On each edition (the quick tier: classic alone).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EDITIONS, ROOT } from "../editions";
import { QUICK, buildPlayer } from "./player-harness";
import { pageSuite } from "./suite";
import { saveGame } from "../../player/engine";
import { bakedPage, freshGame, hostileSave, opener, policyOf, startScreen, withStorage } from "./table-helpers";

const suite = pageSuite(buildPlayer);
const open = opener(suite);
const editions = QUICK ? (["classic"] as const) : EDITIONS;

const HOSTILE = [
  ["a computer level __proto__", { kind: "bot", level: "__proto__" }],
  ["a computer level constructor", { kind: "bot", level: "constructor" }],
  ["a kind of player that does not exist", { kind: "robot" }],
] as const;

/** Opens a file from the game menu's "Import a save"; returns the note the menu shows. */
async function importSave(page: Page, name: string, buffer: Buffer): Promise<string> {
  const menu = page.locator(".menu");
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await menu.locator("summary").click();
  await page.setInputFiles('[data-testid="import-save"]', { name, mimeType: "application/json", buffer });
  const note = page.locator(".menu-note");
  await expect.poll(() => note.textContent(), { timeout: 5_000 }).not.toBe("");
  return (await note.textContent()) ?? "";
}

/** The start screen's notice, once it says something (at most 5 s). */
async function noticeOf(page: Page): Promise<string> {
  const notice = page.locator('[data-testid="start-notice"]:not([hidden])');
  await notice.waitFor({ timeout: 5_000 });
  return (await notice.textContent()) ?? "";
}

const gameKey = (edition: string) => `clue-kit:game:${edition}`;
const storedText = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe.each(editions)("%s: hostile saves", (edition) => {
  it("a save from the menu with an impossible seat is refused, said plainly, and never stored", async () => {
    const { page, errors } = await open(`edition=${edition}&players=3&humans=1&seed=2&pace=instant`);
    await page.locator("main[data-viewer]").waitFor();
    for (const [what, controller] of HOSTILE) {
      const note = await importSave(page, "hostile.json", Buffer.from(hostileSave(edition, controller)));
      expect(note, what).toMatch(/seats can not be played: one names a computer level, a kind of player/);
      const kept = JSON.parse((await storedText(page, gameKey(edition))) ?? "{}");
      expect(kept.save.seed, what).toBe(2);
      expect(JSON.stringify(kept.save.seats), what).not.toMatch(/__proto__|constructor|robot/);
    }
    await page.reload();
    await page.locator("main[data-viewer]").waitFor();
    expect(JSON.parse((await storedText(page, gameKey(edition))) ?? "{}").save.seed).toBe(2);
    expect(errors).toEqual([]);
  });

  it("a file over the size limit says so; JSON that is not a save says that, not 'a newer player'", async () => {
    const { page } = await open(`edition=${edition}&players=3&humans=1&seed=2&pace=instant`);
    await page.locator("main[data-viewer]").waitFor();
    const big = await importSave(page, "big.json", Buffer.alloc(5 * 1024 * 1024, 32));
    expect(big).toContain("This file is too big to be a save (over 4 MB).");
    for (const text of ['{"hello": "world"}', '{"name": "Clue", "seats": []}', "[1, 2]", "42"]) {
      const note = await importSave(page, "other.json", Buffer.from(text));
      expect(note, text).toContain("This file is not a Clue Kit save.");
      expect(note, text).not.toContain("newer player");
    }
  });

  it("a stored game with an impossible seat is refused at the start screen, said, and removed for good", async () => {
    const { page, errors } = await open("");
    const [, controller] = HOSTILE[0];
    await withStorage(page, {
      [gameKey(edition)]: JSON.stringify({ save: JSON.parse(hostileSave(edition, controller)), origin: "" }),
      "clue-kit:current": edition,
      "clue-kit:settings": JSON.stringify({ edition }),
    });
    await startScreen(page);
    expect(await noticeOf(page)).toMatch(/can not be resumed, so it was removed\. This save's seats can not be played/);
    expect(await page.getByRole("button", { name: /Resume|See how/ }).count()).toBe(0);
    expect(await storedText(page, gameKey(edition))).toBeNull();
    await page.reload();
    await startScreen(page);
    expect(await page.getByRole("button", { name: /Resume|See how/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a save dropped on the start screen opens its game; a hostile one is refused there too", async () => {
    const { page } = await open("");
    await startScreen(page);
    const drop = async (name: string, text: string) => {
      const dt = await page.evaluateHandle(
        ([n, t]) => {
          const d = new DataTransfer();
          d.items.add(new File([t], n, { type: "application/json" }));
          return d;
        },
        [name, text] as const,
      );
      await page.dispatchEvent("main", "drop", { dataTransfer: dt });
    };
    await drop("hostile.json", hostileSave(edition, HOSTILE[1][1]));
    expect(await noticeOf(page)).toMatch(/seats can not be played/);
    expect(await storedText(page, gameKey(edition))).toBeNull();
    // A save of this edition opens its game, which is then the one stored.
    await drop("mine.json", JSON.stringify(saveGame(freshGame(edition, 1, 77))));
    await page.locator("main[data-viewer]").waitFor({ timeout: 5_000 });
    expect(JSON.parse((await storedText(page, gameKey(edition))) ?? "{}").save.seed).toBe(77);
  });
});

describe("hostile files and links, and a broken game", () => {
  it("an edition file over the size limit says so, not that it could not be read", async () => {
    const { page } = await open("");
    await startScreen(page);
    const buffer = Buffer.alloc(3 * 1024 * 1024, 35);
    await page.setInputFiles('[data-testid="open-edition"]', { name: "edition.yaml", mimeType: "text/yaml", buffer });
    const alert = page.locator(".editions [role=alert]");
    await alert.waitFor({ timeout: 5_000 });
    expect(await alert.textContent()).toBe("edition.yaml is too big: an edition's file may be at most 2 MB.");
  });

  it("a page with a baked edition ignores an edition file dropped on it", async () => {
    const { page, errors } = await open("", bakedPage(suite.url, "classic"));
    await startScreen(page);
    const yaml = readFileSync(`${ROOT}variants/the-office/edition.yaml`, "utf8");
    const dt = await page.evaluateHandle((t) => {
      const d = new DataTransfer();
      d.items.add(new File([t], "edition.yaml", { type: "text/yaml" }));
      return d;
    }, yaml);
    await page.dispatchEvent("main", "drop", { dataTransfer: dt });
    // Long enough for the Worker to compile it, were it opened.
    await page.waitForTimeout(2_500);
    expect(await page.locator('input[name="edition"]').count()).toBe(1);
    expect(await page.locator(".editions").textContent()).not.toMatch(/Compiling|opened from a file|The Office/);
    expect(errors).toEqual([]);
  });

  it("the page without a baked edition has the same Content-Security-Policy as a baked one", async () => {
    const { page } = await open("");
    const unbaked = await policyOf(page);
    const { page: baked } = await open("", bakedPage(suite.url, "tower-of-terror"));
    expect(unbaked ?? "(no policy)").toMatch(/^default-src 'none'; connect-src 'none'; script-src 'sha256-/);
    expect(unbaked).toBe(await policyOf(baked));
    // And the page it is read from is the one that runs: the start screen compiles the built-ins under it.
    expect(readFileSync(fileURLToPath(suite.url), "utf8")).toContain(`content="${unbaked}"`);
    await startScreen(page);
  });

  it("a link naming a computer level that does not exist opens the start screen and says why", async () => {
    for (const level of ["constructor", "nobody"]) {
      const { page, errors } = await open(`players=4&humans=1&seed=3&bots=${level}&pace=instant`);
      expect(await noticeOf(page), level).toMatch(/link's game can not be set up/);
      await startScreen(page);
      expect(errors, level).toEqual([]);
    }
  });

  it("a game that breaks while drawn leaves the page up, is not kept, and leads back to the start screen", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      // A fault planted in the page: every <svg> it makes (the board's; the start screen draws none)
      // throws, as a bug would. (Thrown once, React would recover by rendering again.)
      await context.addInitScript(() => {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its document below
        const make = Document.prototype.createElementNS;
        Document.prototype.createElementNS = function (
          this: Document,
          ns: string | null,
          name: string,
          ...rest: never[]
        ) {
          if (name === "svg") throw new Error("planted: the board can not be drawn");
          return make.call(this, ns, name, ...rest);
        } as typeof make;
      });
      const page = await context.newPage();
      await page.goto(`${suite.url}?players=3&humans=1&seed=5&pace=instant`);
      const alert = page.getByRole("alert").filter({ hasText: "This game can not go on" });
      await alert.waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem("clue-kit:game:classic"))).toBeNull();
      await page.getByRole("button", { name: "Back to the start screen" }).click();
      await startScreen(page);
      // A reload brings back no game and offers none to resume.
      await page.goto(suite.url);
      await startScreen(page);
      expect(await page.getByRole("button", { name: /Resume|See how/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
