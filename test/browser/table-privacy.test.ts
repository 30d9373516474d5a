// Two humans at one screen, at the normal pace (the quick tier: fast), on each edition: at every change of
// the page's DOM, while the game waits on no human (a computer player to act, and not showing a card to a
// human whose turn it is), the screen is a spectator's: main[data-viewer="spectator"] and no card of any
// hand in the DOM.
// An observer in the page records each DOM state with the game saved at that moment; the engine here
// says, for each, whom the game was waiting on.
import { describe, expect, it } from "vitest";
import { actingSeat, engineFor, type GameState } from "../../player/engine";
import { EDITIONS, loadEdition } from "../editions";
import { errorsOf, freshPages } from "./fresh";
import { QUICK, buildPlayer, domStep, look, playToEnd } from "./player-harness";
import { pageSuite } from "./suite";

const suite = pageSuite(buildPlayer);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });

interface Shot {
  viewer: string | null;
  hand: string[];
  /** The index of the game's save in window.__saves at that moment; -1 when none was stored. */
  save: number;
}

// As source text (no transpiler helpers inside the page). Records a shot whenever what it reads changes.
// Each save is kept once, in window.__saves, and a shot names it by its index: a JSON key of each shot,
// made at every DOM change of a game at the normal pace, spent most of the page's CPU escaping the save.
const WATCH = (key: string) => `(() => {
  window.__shots = [];
  window.__saves = [];
  let viewer, hand, save;
  const shoot = () => {
    const v = document.querySelector("[data-viewer]")?.getAttribute("data-viewer") ?? null;
    const h = [...document.querySelectorAll('[data-testid="hand"] [data-card]')].map((e) => e.getAttribute("data-card"));
    const s = localStorage.getItem(${JSON.stringify(key)});
    if (window.__shots.length > 0 && v === viewer && s === save && h.join("\\n") === hand.join("\\n")) return;
    if (s !== save && s !== null) window.__saves.push(s);
    viewer = v; hand = h; save = s;
    window.__shots.push({ viewer: v, hand: h, save: s === null ? -1 : window.__saves.length - 1 });
  };
  new MutationObserver(shoot).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  shoot();
})()`;

function waitsOnHuman(s: GameState): boolean {
  if (s.result) return true;
  return [actingSeat(s), s.pending?.to ?? -1].some((x) => s.seats[x]?.controller.kind === "human");
}

const games = QUICK ? (["classic"] as const) : EDITIONS;
// The quick tier plays at the fast pace: the same game, each computer player's act 250 ms after the
// one before instead of 700 (a delay is all that pace changes but at "instant": player/bots/pace.ts).
const PACE = QUICK ? "fast" : "normal";

describe.each(games)("%s, two humans at one screen", (edition) => {
  it("shows no hand while the game waits on no human, at every DOM change of a whole game", async () => {
    const { page, seen: errors } = await fresh(
      `${suite.url}?edition=${edition}&players=3&humans=2&seed=3&pace=${PACE}`,
      errorsOf(true),
    );
    await page.locator("main[data-viewer]").waitFor();
    await page.evaluate(WATCH(`clue-kit:game:${edition}`));
    await playToEnd(page, domStep);
    expect((await look(page)).over).toBe(true);
    const shots = await page.evaluate<Shot[]>("window.__shots");
    const saves = await page.evaluate<string[]>("window.__saves");
    const engine = engineFor(loadEdition(edition));
    const states = new Map<string, GameState>();
    const problems: string[] = [];
    let spectating = 0;
    for (const shot of shots) {
      const saved = saves[shot.save];
      if (!saved) continue;
      let state = states.get(saved);
      if (!state) {
        const r = engine.loadGame((JSON.parse(saved) as { save: unknown }).save);
        if ("error" in r) throw new Error(r.error.code);
        states.set(saved, (state = r.state));
      }
      if (waitsOnHuman(state)) continue;
      spectating++;
      if (shot.viewer !== "spectator" || shot.hand.length > 0)
        problems.push(
          `turn ${state.turn.number}, seat ${actingSeat(state)} to act: viewer ${shot.viewer}, hand ${shot.hand.join(" ")}`,
        );
    }
    expect(spectating).toBeGreaterThan(3);
    expect(problems.slice(0, 5)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
