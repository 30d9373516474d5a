// Shared by the table-* browser tests of the start screen, saves and files: the player page opened
// afresh, storage put in before a reload, stored games made by the engine here, and baked pages.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import { differencesText } from "../../compiler/build";
import { playerJsonText } from "../../compiler/emit/edition-json";
import { bakeHtml } from "../../compiler/emit/html";
import { playBots } from "../../player/bots/game";
import { editionHash, engineFor, saveGame, type GameState, type SeatConfig } from "../../player/engine";
import { loadEdition } from "../editions";
import { errorsOf, freshPages } from "./fresh";
import type { pageSuite } from "./suite";

type Suite = ReturnType<typeof pageSuite>;

export function opener(suite: Suite) {
  const fresh = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });
  return async (query: string, url = suite.url, ready = "main"): Promise<{ page: Page; errors: string[] }> => {
    const { page, seen: errors } = await fresh(`${url}${query ? `?${query}` : ""}`, errorsOf());
    await page.locator(ready).first().waitFor();
    return { page, errors };
  };
}

/** Puts `items` into the page's storage, then reloads it: the page starts as it would on a later visit. */
export async function withStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.evaluate((all) => {
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, items);
  await page.reload();
  await page.locator("main").first().waitFor();
}

/** The start screen, once the built-in editions are compiled. */
export async function startScreen(page: Page): Promise<void> {
  await page.locator('[data-action="start"]').waitFor({ timeout: 30_000 });
}

export const stored = (state: GameState, origin = "") => JSON.stringify({ save: saveGame(state), origin });

/** A game of `humans` humans then easy computer players, at its start. */
export function freshGame(edition: string, humans: number, seed: number): GameState {
  const compiled = loadEdition(edition);
  const n = compiled.edition.players.min;
  const seats: SeatConfig[] = compiled.edition.suspects.slice(0, Math.max(n, humans + 1)).map((s, i) => ({
    suspect: s.id,
    controller: i < humans ? { kind: "human" } : { kind: "bot", level: "easy" },
  }));
  return engineFor(compiled).createGame({ seats, seed });
}

/** A game played to its end by computer players, its first seat then made a human's (the actions replay the same). */
export function finishedGame(edition: string, seed: number): GameState {
  const compiled = loadEdition(edition);
  const levels = Array.from({ length: compiled.edition.players.min }, () => "easy");
  const { state } = playBots(compiled, { levels, seed });
  return { ...state, seats: state.seats.map((s, i) => (i === 0 ? { ...s, controller: { kind: "human" } } : s)) };
}

/** A save whose second seat is played by `controller` (say, a computer level `__proto__`), its check made right. */
export function hostileSave(edition: string, controller: unknown): string {
  const state = freshGame(edition, 1, 4);
  const seats = state.seats.map((s, i) => (i === 1 ? { ...s, controller: controller as never } : s));
  return JSON.stringify(saveGame({ ...state, seats }));
}

/** The page as `clue-compile build` bakes an edition into it (with its differences from classic), as a file:// URL. */
export function bakedPage(template: string, edition: string): string {
  const compiled = loadEdition(edition);
  const text = edition === "classic" ? undefined : differencesText(loadEdition("classic").edition, compiled.edition);
  const html = bakeHtml(
    readFileSync(fileURLToPath(template), "utf8"),
    playerJsonText(compiled, editionHash(compiled.edition), {}, text),
    compiled.edition.name,
  );
  const file = join(mkdtempSync(join(tmpdir(), "clue-baked-")), `${edition}.html`);
  writeFileSync(file, html);
  return pathToFileURL(file).href;
}

/** The Content-Security-Policy a page carries in its <meta>, or null. */
export const policyOf = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? null,
  );
