// Shared by the player's browser tests and bench: build the one-file player into a temporary folder, open
// a game by URL, and play a human's seat through the DOM hooks of DESIGN.md section 3 only.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { engineFor, knownCards, type GameState, type Seat } from "../../player/engine";
import type { CompiledEdition } from "../../schemas/graph";
import { ROOT, loadEdition } from "../editions";

/** Builds build/player/index.html's twin into a fresh folder (CI clones have no build/); returns its file URL. */
export async function buildPlayer(): Promise<string> {
  const { build } = await import("vite");
  const outDir = mkdtempSync(join(tmpdir(), "clue-player-"));
  await build({
    configFile: `${ROOT}player/ui/vite.config.ts`,
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
  });
  return pathToFileURL(join(outDir, "index.html")).href;
}

export { QUICK } from "../quick";

export interface Seen {
  over: boolean;
  handOver: boolean;
  actions: string[];
  reachableRooms: string[];
  reachableCells: string[];
  viewer: string | null;
}

// As source text, so that no transpiler's helpers (esbuild's __name) end up inside the page's function.
const PROBE = `(() => {
  const q = (s) => [...document.querySelectorAll(s)];
  const enabled = (e) => !e.disabled && e.offsetParent !== null;
  return {
    over: q('[data-testid="game-over"]').length > 0,
    handOver: q('[data-testid="hand-over"]').length > 0,
    actions: q("[data-action]").filter(enabled).map((e) => e.getAttribute("data-action")),
    reachableRooms: q("[data-room][data-reachable]").map((e) => e.getAttribute("data-room")),
    reachableCells: q("[data-cell][data-reachable]").map((e) => e.getAttribute("data-cell")),
    viewer: document.querySelector("[data-viewer]")?.getAttribute("data-viewer") ?? null,
  };
})()`;

/** What the page offers now, read in one round trip. */
export function look(page: Page): Promise<Seen> {
  return page.evaluate<Seen>(PROBE);
}

// Resolves in the page once what PROBE reads differs from `key` (true), or after `ms` (false): checked on
// every DOM mutation and every 50 ms, with no round trip to the test for each look.
const CHANGED = `([key, ms]) => new Promise((resolve) => {
  const probe = () => ${PROBE};
  let timer = 0, every = 0;
  const done = (changed) => { observer.disconnect(); clearTimeout(timer); clearInterval(every); resolve(changed); };
  const check = () => { if (JSON.stringify(probe()) !== key) done(true); };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  timer = setTimeout(() => done(false), ms);
  every = setInterval(check, 50);
  check();
})`;

/**
 * Waits for the DOM to change from `before`, for at most `ms`: after `act` (a click, a key) when given,
 * or while computer players think. The watch starts before `act`: within one click the page may pass
 * through the next state and, computer players being instant, come back to one that reads the same (asked
 * again to show the same cards), which a watch begun after the click would take for no change at all.
 * Awaited with evaluate, not waitForFunction, whose string form is refused by a page's CSP (no eval); when
 * the page goes away meanwhile (a reload), polled from here for what is left of the time.
 */
export async function settle(page: Page, before: Seen, ms = 15_000, act?: () => Promise<unknown>): Promise<void> {
  const key = JSON.stringify(before);
  const end = Date.now() + ms;
  const watched = page.evaluate(`(${CHANGED})(${JSON.stringify([key, ms])})`).then(
    () => true,
    // The page navigated or closed: fall through to polling.
    () => false,
  );
  await act?.();
  if (await watched) return;
  while (Date.now() < end) {
    if (JSON.stringify(await look(page)) !== key) return;
    await new Promise((r) => setTimeout(r, 15));
  }
}

/** The action a simple human takes: hand over, show, suggest, roll, walk towards rooms, end the turn. */
export function choose(
  s: Seen,
): { kind: "action"; action: string } | { kind: "room"; room: string } | { kind: "cell"; cell: string } | null {
  const has = (a: string) => s.actions.includes(a);
  if (has("hand-over")) return { kind: "action", action: "hand-over" };
  if (has("show-card")) return { kind: "action", action: "show-card" };
  // The Office's extras, whenever offered: look at the face-down cards, play Keepers, use the power.
  for (const extra of ["look-pool", "play-keeper", "use-power"])
    if (has(extra)) return { kind: "action", action: extra };
  if (has("suggest")) return { kind: "action", action: "suggest" };
  if (has("draw-intrigue")) return { kind: "action", action: "draw-intrigue" };
  if (has("roll")) return { kind: "action", action: "roll" };
  if (s.reachableRooms.length > 0) return { kind: "room", room: s.reachableRooms[0] as string };
  if (s.reachableCells.length > 0)
    return { kind: "cell", cell: s.reachableCells[(s.reachableCells.length * 0.7) | 0] as string };
  if (has("end-turn")) return { kind: "action", action: "end-turn" };
  return null;
}

/** How often each action was taken through the DOM, per page (the tests check the extras were reached). */
export const taken = new WeakMap<Page, Map<string, number>>();

function count(page: Page, action: string) {
  const m = taken.get(page) ?? new Map<string, number>();
  m.set(action, (m.get(action) ?? 0) + 1);
  taken.set(page, m);
}

type Choice = NonNullable<ReturnType<typeof choose>>;

const targetOf = (c: Choice): string =>
  c.kind === "action"
    ? `[data-action="${c.action}"]:not([disabled])`
    : c.kind === "room"
      ? `[data-room="${c.room}"][data-reachable] .room-fill`
      : `[data-cell="${c.cell}"][data-reachable]`;

/** One step of a human, `act` clicking what it chose; false when the game is over. */
async function step(page: Page, act: (c: Choice, target: string) => Promise<unknown>): Promise<boolean> {
  const s = await look(page);
  if (s.over) return false;
  const c = choose(s);
  if (!c) {
    await settle(page, s);
    return true;
  }
  count(page, c.kind === "action" ? c.action : "move");
  await settle(page, s, 5_000, () => act(c, targetOf(c)));
  return true;
}

/** One step of a human through the mouse; false when the game is over. */
export function clickStep(page: Page): Promise<boolean> {
  return step(page, (c, target) =>
    page
      .locator(target)
      .first()
      .click({ force: c.kind !== "action" }),
  );
}

/**
 * The same step with the click sent to the chosen element from inside the page: the same action, with no
 * pointer moved and no wait for the element to be still. For the steps that only bring a game to where a
 * test looks at it (a mouse click costs some 17 ms of Chromium's CPU, and its checks more).
 */
export function domStep(page: Page): Promise<boolean> {
  return step(page, (_, target) =>
    // The first one shown, as the mouse's locator finds it (a control may stand hidden in a closed menu too).
    page.$$eval(target, (all) =>
      (all.find((e) => !(e instanceof HTMLElement) || e.offsetParent !== null) ?? all[0])?.dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true, view: window }),
      ),
    ),
  );
}

export async function playToEnd(
  page: Page,
  step: (page: Page) => Promise<boolean>,
  each?: () => Promise<void>,
  maxSteps = 3000,
): Promise<number> {
  for (let i = 0; i < maxSteps; i++) {
    await each?.();
    if (!(await step(page))) return i;
  }
  throw new Error(`no game-over after ${maxSteps} steps`);
}

/** The game the page saved after its last action (localStorage), replayed here by the engine. */
export async function savedState(page: Page, edition: string): Promise<GameState> {
  const text = await page.evaluate((k) => localStorage.getItem(k), `clue-kit:game:${edition}`);
  if (!text) throw new Error("no saved game in the page");
  const r = engineFor(loadEdition(edition)).loadGame((JSON.parse(text) as { save: unknown }).save);
  if ("error" in r) throw new Error(`the page's save does not load: ${r.error.code}`);
  return r.state;
}

/**
 * The DOM holds no card of another seat's hand that the viewer has not seen: not as a card (data-card),
 * nor anywhere in an attribute or a title next to a hand. Returns the problems found.
 */
export async function secrecyProblems(page: Page, edition: string): Promise<string[]> {
  const dom = await page.evaluate(() => ({
    handOver: !!document.querySelector('[data-testid="hand-over"]'),
    hands: document.querySelectorAll('[data-testid="hand"]').length,
    cards: [...document.querySelectorAll("[data-card]")].map((e) => e.getAttribute("data-card") as string),
    viewer: document.querySelector("[data-viewer]")?.getAttribute("data-viewer") ?? null,
    // The app's DOM: the page also carries the edition itself (public data) in inert scripts.
    html: document.getElementById("root")?.outerHTML ?? "",
  }));
  const state = await savedState(page, edition);
  const problems: string[] = [];
  if (dom.handOver) {
    if (dom.hands > 0 || dom.cards.length > 0) problems.push(`hand-over screen shows cards: ${dom.cards.join(", ")}`);
    for (const h of state.hands)
      for (const c of h) if (dom.html.includes(`"${c}"`)) problems.push(`hand-over screen holds "${c}"`);
    return problems;
  }
  const viewer: Seat | "spectator" =
    dom.viewer === null || dom.viewer === "spectator" ? "spectator" : Number(dom.viewer);
  const allowed = knownCards(engineFor(loadEdition(edition)).viewFor(state, viewer));
  for (const c of dom.cards) if (!allowed.has(c)) problems.push(`seat ${String(viewer)} is shown ${c} as a card`);
  return problems;
}

/** Steps from every node to a room (another room is entered but not walked through). */
export function stepsTo(compiled: CompiledEdition, room: string): number[] {
  const g = compiled.graph;
  const target = g.squareCount + compiled.edition.rooms.findIndex((r) => r.id === room);
  const d = new Array<number>(g.nodeCount).fill(Infinity);
  d[target] = 0;
  const queue = [target];
  while (queue.length) {
    const n = queue.shift() as number;
    if (n >= g.squareCount && n !== target) continue;
    for (let k = g.adjStart[n] as number; k < (g.adjStart[n + 1] as number); k++) {
      const m = g.adj[k] as number;
      if (d[m] === Infinity) {
        d[m] = (d[n] as number) + 1;
        queue.push(m);
      }
    }
  }
  return d;
}
