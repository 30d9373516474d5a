// The player in Debian's Chromium, on each shipped edition, through the DOM hooks only: a human and
// three computer players to the end; a reload mid-game resumes the same position; two humans and two
// computer players with the DOM's secrecy checked at every step and hand-over.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EDITIONS } from "../editions";
import { errorsOf, freshPages } from "./fresh";
import { pageSuite } from "./suite";
import {
  QUICK,
  buildPlayer,
  clickStep,
  domStep,
  look,
  playToEnd,
  savedState,
  secrecyProblems,
  taken,
} from "./player-harness";

const suite = pageSuite(buildPlayer);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });

async function open(query: string): Promise<{ page: Page; errors: string[] }> {
  const { page, seen: errors } = await fresh(`${suite.url}?${query}`, errorsOf(true));
  // The page is the one the tests before played on: what they clicked is not this test's.
  taken.delete(page);
  await page.locator("main[data-viewer]").waitFor();
  return { page, errors };
}

// The quick tier plays classic alone, from seeds whose games are short (16 and 22 steps, against 54
// and 92: the seeds of the full run).
const games = QUICK ? (["classic"] as const) : EDITIONS;
const [ONE_HUMAN, TWO_HUMANS] = QUICK ? [4, 1] : [11, 3];

describe.each(games)("%s in the browser", (edition) => {
  it("one human and three computer players play to game-over", async () => {
    const { page, errors } = await open(`edition=${edition}&players=4&humans=1&seed=${ONE_HUMAN}&pace=instant`);
    const steps = await playToEnd(page, clickStep);
    const over = page.locator('[data-testid="game-over"]');
    await expect(over.count()).resolves.toBe(1);
    const state = await savedState(page, edition);
    expect(state.result).not.toBeNull();
    expect(steps).toBeGreaterThan(3);
    const used = taken.get(page) ?? new Map();
    for (const a of ["roll", "move", "end-turn"]) expect(used.get(a) ?? 0).toBeGreaterThan(0);
    if (edition === "the-office") {
      // The Clock is on screen for everyone, and the human reached The Office's extras.
      await expect(page.locator(".clock").textContent()).resolves.toMatch(/Clock \d+ of \d+/);
      expect(
        (used.get("use-power") ?? 0) + (used.get("play-keeper") ?? 0) + (used.get("draw-intrigue") ?? 0),
      ).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });

  it("every square takes a click at its centre: no mark drawn over it (?, door, start) swallows it", async () => {
    // The first test's address: its page's script is compiled already. Where the game goes does not
    // matter here, only the board at the start.
    const { page } = await open(`edition=${edition}&players=4&humans=1&seed=${ONE_HUMAN}&pace=instant`);
    const missed = await page.evaluate(() => {
      const bad: string[] = [];
      for (const el of document.querySelectorAll(".board-svg [data-cell]")) {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit && hit.closest("[data-cell],[data-room]") !== el && !hit.closest(".tokens"))
          bad.push(`${el.getAttribute("data-cell")} under <${hit.tagName} class="${hit.getAttribute("class") ?? ""}">`);
      }
      return bad;
    });
    expect(missed).toEqual([]);
  });

  it("a reload in mid-game resumes the same position", async () => {
    const query = `edition=${edition}&players=4&humans=1&seed=5&pace=instant`;
    const { page, errors } = await open(query);
    // The steps only bring the game to mid-game: the mouse's own clicks are the first test's.
    for (let i = 0; i < 14; i++) await domStep(page);
    const position = async () => ({
      state: await savedState(page, edition),
      hand: await page
        .locator('[data-testid="hand"] [data-card]')
        .evaluateAll((es) => es.map((e) => e.getAttribute("data-card"))),
      tokens: await page
        .locator("[data-token]")
        .evaluateAll((es) => es.map((e) => `${e.getAttribute("data-token")}@${e.getAttribute("transform")}`)),
      actions: (await look(page)).actions,
    });
    // A computer player's turn may be under way; wait for the human's controls, so both sides are still.
    await page.locator(".turn-panel [data-action]:visible").first().waitFor();
    const before = await position();
    expect(before.state.history).not.toBeNull();
    await page.reload();
    await page.locator(".turn-panel [data-action]:visible").first().waitFor();
    const after = await position();
    expect(after.hand).toEqual(before.hand);
    expect(after.tokens).toEqual(before.tokens);
    expect(after.actions).toEqual(before.actions);
    expect(after.state.rng).toEqual(before.state.rng);
    expect(after.state.turn).toEqual(before.state.turn);
    expect(errors).toEqual([]);
  });

  it("two humans and two computer players to the end, no unseen card of another hand ever in the DOM", async () => {
    const { page, errors } = await open(`edition=${edition}&players=4&humans=2&seed=${TWO_HUMANS}&pace=instant`);
    let handOvers = 0;
    const problems: string[] = [];
    await playToEnd(
      page,
      async (p) => {
        const s = await look(p);
        if (s.handOver) handOvers++;
        // What is checked is the DOM at each step; the mouse's own clicks are the first test's.
        return domStep(p);
      },
      async () => {
        problems.push(...(await secrecyProblems(page, edition)));
      },
    );
    expect(problems).toEqual([]);
    expect(handOvers).toBeGreaterThan(2);
    expect(errors).toEqual([]);
  });
});
