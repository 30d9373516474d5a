// Two humans at one screen, at the normal pace, on each edition: at every change of the page's DOM, while
// the game waits on no human (a computer player to act, and not showing a card to a human whose turn it
// is), the screen is a spectator's: main[data-viewer="spectator"] and no card of any hand in the DOM.
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
  save: string | null;
}

// As source text (no transpiler helpers inside the page). Records a shot whenever what it reads changes.
const WATCH = (key: string) => `(() => {
  window.__shots = [];
  let last = "";
  const shoot = () => {
    const shot = {
      viewer: document.querySelector("[data-viewer]")?.getAttribute("data-viewer") ?? null,
      hand: [...document.querySelectorAll('[data-testid="hand"] [data-card]')].map((e) => e.getAttribute("data-card")),
      save: localStorage.getItem(${JSON.stringify(key)}),
    };
    const k = JSON.stringify(shot);
    if (k !== last) { last = k; window.__shots.push(shot); }
  };
  new MutationObserver(shoot).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  shoot();
})()`;

function waitsOnHuman(s: GameState): boolean {
  if (s.result) return true;
  return [actingSeat(s), s.pending?.to ?? -1].some((x) => s.seats[x]?.controller.kind === "human");
}

const games = QUICK ? (["classic"] as const) : EDITIONS;

describe.each(games)("%s, two humans at one screen", (edition) => {
  it("shows no hand while the game waits on no human, at every DOM change of a whole game", async () => {
    const { page, seen: errors } = await fresh(
      `${suite.url}?edition=${edition}&players=3&humans=2&seed=3&pace=normal`,
      errorsOf(true),
    );
    await page.locator("main[data-viewer]").waitFor();
    await page.evaluate(WATCH(`clue-kit:game:${edition}`));
    await playToEnd(page, domStep);
    expect((await look(page)).over).toBe(true);
    const shots = await page.evaluate<Shot[]>("window.__shots");
    const engine = engineFor(loadEdition(edition));
    const states = new Map<string, GameState>();
    const problems: string[] = [];
    let spectating = 0;
    for (const shot of shots) {
      if (!shot.save) continue;
      let state = states.get(shot.save);
      if (!state) {
        const r = engine.loadGame((JSON.parse(shot.save) as { save: unknown }).save);
        if ("error" in r) throw new Error(r.error.code);
        states.set(shot.save, (state = r.state));
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
