// The Office's look at the face-down cards in the Sales Dept. (deal.lookOnEntry): offered only in the turn
// a player moves into Sales, as the choice instead of accusing, and then the cards are on screen for that
// player only. The engine walks a game up to the human's move into Sales; the page resumes it from storage.
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
import { loadEdition } from "../editions";
import { errorsOf, freshPages } from "./fresh";
import { pageSuite } from "./suite";
import { buildPlayer, look, savedState, stepsTo } from "./player-harness";

const suite = pageSuite(buildPlayer);
const open = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });

const compiled = loadEdition("the-office");
const { apply, createGame, legalActions, legalTypes, viewFor } = engineFor(compiled);
const { randomAction } = randomPlayer(compiled);
const sales = compiled.graph.squareCount + compiled.edition.rooms.findIndex((r) => r.id === "sales");

/** A game in which seat 0 (the human) has rolled and may now move into Sales; the others play at random. */
function gameBeforeSales(seed: number): GameState | null {
  const steps = stepsTo(compiled, "sales");
  const policy = randomPolicy(seed, 0);
  let state = createGame({
    seed,
    seats: compiled.edition.suspects
      .slice(0, 4)
      .map((s, i) => ({ suspect: s.id, controller: i === 0 ? { kind: "human" } : { kind: "bot", level: "easy" } })),
  });
  for (let i = 0; i < 4000 && !state.result; i++) {
    const seat = actingSeat(state);
    let action: Action | null | undefined;
    if (seat === 0) {
      const types = legalTypes(state, 0);
      const moves = types.includes("move") ? legalActions(state, 0, "move") : [];
      if (moves.some((m) => m.type === "move" && m.to === sales) && !state.players[0]?.seenPool) return state;
      const pick = (t: (typeof types)[number]) => (types.includes(t) ? legalActions(state, 0, t)[0] : undefined);
      action =
        moves.length > 0
          ? [...moves].sort((a, b) =>
              a.type === "move" && b.type === "move" ? (steps[a.to] ?? 0) - (steps[b.to] ?? 0) : 0,
            )[0]
          : (pick("show-card") ??
            pick("suggest") ??
            pick("roll") ??
            pick("end-turn") ??
            randomAction(state, 0, policy));
    } else action = randomAction(state, seat, policy);
    if (!action) return null;
    const r = apply(state, action);
    if ("error" in r) throw new Error(`${action.type}: ${r.error.message}`);
    state = r.state;
  }
  return null;
}

describe("The Office in the browser: the Sales Dept.'s face-down cards", () => {
  it("are offered right after moving into Sales, instead of accusing, and then shown to that player only", async () => {
    let state: GameState | null = null;
    for (let seed = 1; !state && seed < 40; seed++) state = gameBeforeSales(seed);
    if (!state) throw new Error("no game reached Sales");
    const pool = state.pool;
    expect(pool.length).toBeGreaterThan(0);

    const query = "?edition=the-office&players=4&humans=1&seed=1&pace=instant";
    // The save goes into storage while the start screen is up: a game running at pace=instant would write
    // its own over it before a reload.
    const { page, seen: errors } = await open(suite.url, errorsOf());
    await page.getByTestId("open-edition").waitFor({ state: "attached" });
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      ["clue-kit:game:the-office", JSON.stringify({ save: saveGame(state), origin: query })],
    );
    await page.goto(`${suite.url}${query}`);
    await page.locator('[data-room="sales"][data-reachable]').first().waitFor();

    // Before the move: no look (not in Sales yet), and none of the face-down cards anywhere on the page.
    const cards = () =>
      page.locator("#root [data-card]").evaluateAll((es) => es.map((e) => e.getAttribute("data-card") as string));
    expect((await look(page)).actions).not.toContain("look-pool");
    const hand = state.hands[0] ?? [];
    for (const c of pool) expect(hand).not.toContain(c);
    expect((await cards()).filter((c) => pool.includes(c))).toEqual([]);

    await page.locator('[data-room="sales"][data-reachable] .room-fill').first().click({ force: true });
    await page.locator('[data-action="look-pool"]:not([disabled])').waitFor();
    const accuseForms = () => page.locator('details.accuse [data-action="accuse"]').count();
    expect((await look(page)).actions).toContain("look-pool");
    expect(await accuseForms()).toBe(1);
    expect((await cards()).filter((c) => pool.includes(c))).toEqual([]);

    await page.locator('[data-action="look-pool"]:not([disabled])').click();
    await expect.poll(async () => (await savedState(page, "the-office")).players[0]?.seenPool).toBe(true);
    const after = await savedState(page, "the-office");
    expect(legalTypes(after, 0)).not.toContain("accuse");
    expect(viewFor(after, 0).pool.cards).toEqual(pool);
    await expect.poll(async () => (await cards()).filter((c) => pool.includes(c)).sort()).toEqual([...pool].sort());
    // Looking was the choice: no accusation in this turn, nor a second look.
    const now = (await look(page)).actions;
    expect(now).not.toContain("look-pool");
    expect(await accuseForms()).toBe(0);
    expect(now).toContain("end-turn");
    expect(errors).toEqual([]);
  });
});
