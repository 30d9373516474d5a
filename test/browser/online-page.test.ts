// Issue 26, point 6: the player page served by the game server offers "Play online". A host makes a game
// of two humans and two computer players from the page, opens their own seat there, and a friend opens the
// invitation in another browser (a context of its own: no storage shared); each page shows its own seat's
// hand and no card of the other's, and the friend's address bar keeps no secret; a reload keeps the seat. The same page opened from
// a file offers nothing online. (A whole game between two contexts by clicks is test of its own.)
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engineFor } from "../../player/engine";
import { setupOf } from "../../player/ui/setup/game-setup";
import { loadEdition } from "../editions";
import { serve, type Served } from "../online/server";
import { buildPlayer } from "./player-harness";
import { pageSuite } from "./suite";
import { bakedPage } from "./table-helpers";

const suite = pageSuite(buildPlayer);
const classic = loadEdition("classic");
let server: Served;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "clue-online-dist-"));
  mkdirSync(join(dist, "classic"));
  copyFileSync(fileURLToPath(bakedPage(suite.url, "classic")), join(dist, "classic", "index.html"));
  server = await serve({ dist });
});
afterAll(async () => {
  // Unset when beforeAll failed.
  await (server as Served | undefined)?.stop();
});

const cards = (page: Page, at: string) =>
  page.locator(`${at} [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""));

async function watch(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

describe("online play in the player page", () => {
  it("makes a game from the served page, and each seat's page shows its own hand", async () => {
    const host = await (await suite.browser.newContext()).newPage();
    const hostErrors = await watch(host);
    await host.goto(`${server.url}/classic/`);
    await host.locator('[data-action="online"]').click();
    await host.locator('select[name="players"]').selectOption("4");
    await host.locator('select[name="seat-1"]').selectOption("human");
    await host.locator('select[name="seat-2"]').selectOption("easy");
    await host.locator('select[name="seat-3"]').selectOption("easy");
    await host.locator('input[name="seed"]').fill("7");
    await host.locator('select[name="pace"]').selectOption("slow");
    await host.locator('[data-action="create-online"]').click();
    const invite = await host.locator('[data-testid="invite-1"] input').inputValue();
    expect(invite).toMatch(new RegExp(`^${server.url}/classic/\\?online=\\w+#seat=1&token=`));
    const spectate = await host.locator('[data-testid="invite-spectate"] input').inputValue();
    expect(spectate).toMatch(/\?online=\w+$/);
    await host.locator('[data-action="start-online"]').click();
    await host.locator('main[data-viewer="0"]').waitFor();

    const friend = await (await suite.browser.newContext()).newPage();
    const friendErrors = await watch(friend);
    await friend.goto(invite);
    await friend.locator('main[data-viewer="1"]').waitFor();
    expect(friend.url()).toMatch(/#seat=1$/);

    // The deal the seed makes, worked out here: each page shows its own hand, and no card of the other's.
    const state = engineFor(classic).createGame(setupOf(classic, ["human", "human", "easy", "easy"], 7));
    const [mine, theirs] = [state.hands[0] ?? [], state.hands[1] ?? []];
    expect((await cards(host, '[data-testid="hand"]')).sort()).toEqual([...mine].sort());
    expect((await cards(friend, '[data-testid="hand"]')).sort()).toEqual([...theirs].sort());
    expect((await cards(host, "main")).filter((c) => theirs.includes(c))).toEqual([]);
    expect((await cards(friend, "main")).filter((c) => mine.includes(c))).toEqual([]);
    expect(await host.locator(".online-state").textContent()).toBe("Online: you play Miss Scarlett.");
    // The menu offers nothing that does nothing online: the pace is the host's, saves come at the end.
    await host.locator(".menu summary").click();
    expect(await host.locator(".menu-items").getByText("Computer pace").count()).toBe(0);
    expect(await host.locator('.menu-items [data-testid="import-save"]').count()).toBe(0);
    expect(await host.locator(".menu-items button").allTextContents()).not.toContain("Export the save");
    // A spectator sees no hand, and is told so in the words of a watcher, not of a shared screen's hand-over.
    const watcher = await (await suite.browser.newContext()).newPage();
    await watcher.goto(spectate);
    await watcher.locator('main[data-viewer="spectator"]').waitFor();
    expect(await cards(watcher, "main")).toEqual([]);
    expect(await watcher.locator(".status-line").textContent()).toContain("You are watching");
    // A reload keeps the seat: the address names it, the page's storage holds its key.
    await friend.reload();
    await friend.locator('main[data-viewer="1"]').waitFor();
    expect((await cards(friend, '[data-testid="hand"]')).sort()).toEqual([...theirs].sort());
    expect(hostErrors).toEqual([]);
    expect(friendErrors).toEqual([]);
  });

  it("a link with a wrong token says so", async () => {
    const page = await (await suite.browser.newContext()).newPage();
    const res = await fetch(`${server.url}/api/games`, {
      method: "POST",
      body: JSON.stringify({
        edition: "classic",
        seats: [{ kind: "human" }, { kind: "bot", level: "easy" }, { kind: "bot", level: "easy" }],
      }),
    });
    const { gameId } = (await res.json()) as { gameId: string };
    await page.goto(`${server.url}/classic/?online=${gameId}#seat=0&token=not-the-token`);
    const refused = page.locator('[data-testid="online-refused"]');
    await refused.waitFor();
    expect(await refused.textContent()).toContain("seat token does not belong to this game");
  });

  it("keeps colyseus.js out of the page's own script: only the online part, run on first use, has it", () => {
    const html = readFileSync(fileURLToPath(suite.url), "utf8");
    const script = (attrs: RegExp) =>
      [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].find((m) => attrs.test(m[1] ?? ""))?.[2] ?? "";
    expect(script(/type="module"/)).not.toMatch(/colyseus/i);
    expect(script(/id="clue-online"/)).toMatch(/colyseus/i);
  });

  it("offers nothing online where the page is opened from a file", async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await page.goto(bakedPage(suite.url, "classic"));
    await page.locator('[data-action="start"]').waitFor();
    expect(await page.locator('[data-action="online"]').count()).toBe(0);
    expect(await page.locator('meta[name="clue-server"]').count()).toBe(0);
  });
});
