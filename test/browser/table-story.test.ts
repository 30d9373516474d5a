// The turn's story at the table (issue 25, point 4), on each edition: beside the turn's controls the page
// says what happened in the turn shown (who could not disprove, who showed whom), checked against the
// engine's log of the game the page saved; a computer player's request to show a card names its
// suggestion; a wrong accusation is said in a banner and in the live region.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  actingSeat,
  engineFor,
  randomPlayer,
  randomPolicy,
  saveGame,
  type Action,
  type GameState,
} from "../../player/engine";
import { editionText } from "../../edition/text";
import { EDITIONS, loadEdition } from "../editions";
import { errorsOf, freshPages } from "./fresh";
import { pageSuite } from "./suite";
import { QUICK, buildPlayer, domStep, look, savedState, stepsTo } from "./player-harness";

const suite = pageSuite(buildPlayer);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });

async function open(query: string): Promise<{ page: Page; errors: string[] }> {
  const { page, seen: errors } = await fresh(`${suite.url}?${query}`, errorsOf());
  await page.locator("main[data-viewer]").waitFor();
  return { page, errors };
}

/** The human has something to do: the page waits, and what it shows is the saved game's. */
const waiting = async (page: Page) => (await look(page)).actions.some((a) => a !== "new-game");

/** An element's text without the isolates around names (FSI, PDI), as the tests spell sentences. */
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent({ timeout: 2_000 })) ?? "").replace(/[\u2068\u2069]/g, "");

describe.each(QUICK ? (["classic"] as const) : EDITIONS)("%s: the turn's story", (edition) => {
  const compiled = loadEdition(edition);
  const names = editionText(compiled.edition, "en");
  const { viewFor } = engineFor(compiled);

  it("says beside the controls who could not disprove and who showed whom", async () => {
    const { page, errors } = await open(`edition=${edition}&players=4&humans=1&seed=5&pace=instant`);
    const seen = new Set<string>();
    for (let i = 0; i < 300 && seen.size < 2; i++) {
      if (!(await domStep(page))) break;
      if (!(await waiting(page))) continue;
      expect(await page.locator("section.story").count()).toBe(1);
      const turn = Number(await page.locator("section.story").getAttribute("data-turn"));
      const log = viewFor(await savedState(page, edition), 0).log;
      const at = log.findIndex((e) => e.type === "turn-started" && e.turn === turn);
      const next = log.findIndex((e, k) => k > at && e.type === "turn-started");
      const who = (s: number) => (s === 0 ? "you" : names.card(compiled.edition.suspects[s]?.id ?? ""));
      const said: string[] = [];
      for (const e of log.slice(at, next < 0 ? undefined : next)) {
        if (e.type === "cannot-disprove") said.push(`${who(e.seat)} could not disprove it`);
        if (e.type === "card-shown") said.push(`${who(e.seat)} showed `);
        if (e.type === "cannot-disprove" || e.type === "card-shown") seen.add(e.type);
      }
      const story = await text(page, "section.story .story-text");
      for (const s of said) expect(story).toContain(s);
    }
    // Both were seen and checked.
    expect([...seen].sort()).toEqual(["cannot-disprove", "card-shown"]);
    expect(errors).toEqual([]);
  });

  it("names the suggestion a computer player asks the human to disprove", async () => {
    const { page, errors } = await open(`edition=${edition}&players=4&humans=1&seed=7&pace=instant`);
    for (let i = 0; i < 400 && !(await look(page)).actions.includes("show-card"); i++)
      if (!(await domStep(page))) break;
    expect((await look(page)).actions).toContain("show-card");
    const state = await savedState(page, edition);
    const asked = [...viewFor(state, 0).log].reverse().find((e) => e.type === "suggested");
    if (asked?.type !== "suggested") throw new Error("no suggestion asked");
    const prompt = await text(page, ".show-card");
    for (const card of [asked.suspect, asked.weapon, asked.room]) expect(prompt).toContain(names.card(card));
    expect(prompt).toContain(names.card(compiled.edition.suspects[asked.seat]?.id ?? ""));
    expect(errors).toEqual([]);
  });

  it("says a wrong accusation in a banner and in the live region", async () => {
    const state = gameBeforeAccusing(edition);
    const query = `?edition=${edition}&players=4&humans=1&seed=1&pace=instant`;
    // The save goes into storage while the start screen is up, then the page resumes it.
    const { page, seen: errors } = await fresh(suite.url, errorsOf());
    await page.getByTestId("open-edition").waitFor({ state: "attached" });
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [`clue-kit:game:${edition}`, JSON.stringify({ save: saveGame(state), origin: query })],
    );
    await page.goto(`${suite.url}${query}`);
    // The saved game, not a new one: the human's turn, with the accusation offered.
    const actions = saveGame(state).actions.length;
    await expect.poll(async () => saveGame(await savedState(page, edition)).actions.length).toBe(actions);
    await page.locator("details.accuse summary").click();
    // A suspect in the human's own hand: certainly not in the envelope.
    const mine = state.hands[0]?.find((c) => compiled.edition.suspects.some((s) => s.id === c));
    if (!mine) throw new Error("the human holds no suspect");
    await page.locator('details.accuse select[name="suspect"]').selectOption(mine);
    await page.locator('details.accuse [data-action="accuse"]').click();
    // What the live region gains from here on (it keeps only its newest paragraphs).
    await page.evaluate(
      `new MutationObserver((rs) => rs.forEach((r) => r.addedNodes.forEach((n) => (window.__said ??= []).push(n.textContent)))).observe(document.querySelector('[data-testid="announcer"]'), { childList: true })`,
    );
    await page.locator('[data-action="accuse"][data-confirm]').click();
    const banner = page.getByTestId("wrong-accusation");
    await banner.first().waitFor({ timeout: 5_000 });
    expect(await text(page, '[data-testid="wrong-accusation"]')).toMatch(
      /^Accusation by you: .*It is wrong\..*You are out of the game/,
    );
    await expect
      .poll(() => page.evaluate<string>(`(window.__said ?? []).join(" | ")`), { timeout: 5_000 })
      .toMatch(/Accusation by you: .*It is wrong/);
    expect(errors).toEqual([]);
  });
});

/** A game in which seat 0 (the human) may accuse now; it walks towards the accusation room where there is one. */
function gameBeforeAccusing(edition: string): GameState {
  const compiled = loadEdition(edition);
  const { apply, createGame, legalActions, legalTypes } = engineFor(compiled);
  const { randomAction } = randomPlayer(compiled);
  const rule = compiled.edition.rules.accusations;
  const steps = rule.kind === "room" ? stepsTo(compiled, rule.room) : null;
  for (let seed = 1; seed < 40; seed++) {
    const policy = randomPolicy(seed, 0);
    let state = createGame({
      seed,
      seats: compiled.edition.suspects
        .slice(0, 4)
        .map((s, i) => ({ suspect: s.id, controller: i === 0 ? { kind: "human" } : { kind: "bot", level: "easy" } })),
    });
    for (let i = 0; i < 4000 && !state.result; i++) {
      const seat = actingSeat(state);
      const types = legalTypes(state, seat);
      if (seat === 0 && types.includes("accuse") && i > 0) return state;
      const moves = seat === 0 && steps && types.includes("move") ? legalActions(state, 0, "move") : [];
      const closest = (a: Action) => (a.type === "move" ? (steps?.[a.to] ?? 0) : 0);
      let action: Action | null | undefined =
        [...moves].sort((a, b) => closest(a) - closest(b))[0] ?? randomAction(state, seat, policy);
      // Nobody accuses on the way: the game goes on until the human's turn to.
      if (action?.type === "accuse") action = legalActions(state, seat, "end-turn")[0];
      if (!action) break;
      const r = apply(state, action);
      if ("error" in r) throw new Error(`${action.type}: ${r.error.message}`);
      state = r.state;
    }
  }
  throw new Error("no game reached an accusation by seat 0");
}
