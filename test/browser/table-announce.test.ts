// The live region at the instant pace (issue 25, point 14), on each edition: a game played from the keyboard
// alone, each key press letting the computer players play on at once, is announced as at most one paragraph
// per turn and per action of the human (the turn's story), not an announcement per event; the live regions
// (the announcer, the refusal's alert, the status line) are in the page before anything is said in them.
import { describe, expect, it } from "vitest";
import { engineFor } from "../../player/engine";
import { EDITIONS, loadEdition } from "../editions";
import { errorsOf, freshPages } from "./fresh";
import { pageSuite } from "./suite";
import { QUICK, look, savedState } from "./player-harness";
import { buildPlayer } from "./player-harness";
import { keyStep } from "./player-keys";

const suite = pageSuite(buildPlayer);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });

// Counts, in the page, every paragraph the live region gains and every change of its text.
const WATCH = `(() => {
  const region = document.querySelector('[data-testid="announcer"]');
  window.__said = [];
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) if (n.nodeName === "P") window.__said.push(n.textContent);
      if (records.some((r) => r.type === "characterData")) window.__said.push("(changed)");
  }).observe(region, { childList: true, subtree: true, characterData: true });
})()`;

describe.each(QUICK ? (["classic"] as const) : EDITIONS)("%s: the live region", (edition) => {
  it("says one paragraph per turn and per key press at the instant pace, in regions there from the start", async () => {
    const compiled = loadEdition(edition);
    const { page, seen: errors } = await fresh(
      `${suite.url}?edition=${edition}&players=4&humans=1&seed=3&pace=instant`,
      errorsOf(),
    );
    await page.locator("main[data-viewer]").waitFor();
    // Present, and silent, before anything is said.
    expect(await page.getByTestId("announcer").count()).toBe(1);
    expect(await page.locator('.game-status [role="alert"]').count()).toBe(1);
    expect(await page.locator('.game-status [role="status"]').count()).toBe(1);
    expect(await page.locator('.game-status [role="alert"]').textContent()).toBe("");

    await page.evaluate(WATCH);
    const turnsAt = async () =>
      engineFor(compiled)
        .viewFor(await savedState(page, edition), 0)
        .log.filter((e) => e.type === "turn-started").length;
    const before = await turnsAt();
    let presses = 0;
    // Some turns of play from the keyboard: every action one key press (and the cursor's keys for moves).
    for (let i = 0; i < 14 && (await turnsAt()) < before + 6; i++) {
      if (!(await keyStep(page, compiled))) break;
      presses++;
    }
    await look(page);
    const turns = (await turnsAt()) - before;
    const said = await page.evaluate<string[]>("window.__said");
    expect(turns).toBeGreaterThanOrEqual(3);
    // Computer players' turns are said, each as one paragraph naming its turn.
    expect(said.some((s) => /^Turn \d+, (?!your turn)/.test(s))).toBe(true);
    expect(said.length).toBeLessThanOrEqual(turns + presses + 1);
    expect(errors).toEqual([]);
  });
});
