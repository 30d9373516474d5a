// The board in words (issue 25, points 6, 7 and 14): on each edition, at the human's first move, the list
// of destinations and everything the board says (the keyboard cursor, the tokens' names) names places by
// rooms, never by coordinates; each destination says the steps it takes from this roll, as the engine's
// movement counts them; "where is everyone" (its button and the W key) says where every suspect and
// weapon is; tokens that share an initial are told apart; The Office explains its question marks.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../editions";
import { engineFor, type GameState } from "../../player/engine";
import { stepsUsed } from "../../player/engine/movement/path";
import { moveRules } from "../../player/engine/movement/rules";
import { editionText } from "../../edition/text";
import { errorsOf, freshPages } from "./fresh";
import { QUICK, buildPlayer, domStep, look, savedState } from "./player-harness";
import { pageSuite } from "./suite";

const suite = pageSuite(buildPlayer);
const fresh = freshPages(() => suite.browser, { viewport: { width: 1280, height: 900 } });

/** A coordinate in any of the forms the page ever used: "square 23-8", "row 23, column 8", "23,8", "8行5列". */
const COORDINATES = /\d+\s*-\s*\d+|\brow\b|\bcolumn\b|\d+\s*,\s*\d+|\d+行|\d+列/i;

/** A game of 4 with one human, brought to the human's first move (the roll made, the destinations offered). */
async function atFirstMove(edition: string, lang = "en"): Promise<{ page: Page; errors: string[] }> {
  const { page, seen: errors } = await fresh(
    `${suite.url}?edition=${edition}&players=4&humans=1&seed=7&lang=${lang}&pace=instant`,
    errorsOf(),
  );
  await page.locator(".board").waitFor();
  for (let i = 0; i < 60; i++) {
    const s = await look(page);
    if (s.actions.includes("move")) return { page, errors };
    await domStep(page);
  }
  throw new Error("the human was never offered a move");
}

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();

/** Where the cursor is, as [row, col], or null when the board has none. */
const cursorCell = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector(".board-cursor");
    return el ? [Number(el.getAttribute("y")), Number(el.getAttribute("x"))].map((v) => Math.floor(v / 10)) : null;
  });

/**
 * What the board's keyboard cursor says on each cell it passes over `keys`, from where it starts (the
 * viewer's token), or on its way to `to` ("row,col") when `keys` is a cell.
 */
async function cursorSays(page: Page, keys: readonly string[] | string): Promise<string[]> {
  // Leaving the board puts the cursor away; Enter on the board brings it back at the token.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator(".board").focus();
  await page.keyboard.press("Enter");
  let path = keys;
  if (typeof path === "string") {
    const [r, c] = path.split(",").map(Number) as [number, number];
    const [r0 = 0, c0 = 0] = (await cursorCell(page)) ?? [];
    path = [
      ...Array<string>(Math.abs(r - r0)).fill(r > r0 ? "ArrowDown" : "ArrowUp"),
      ...Array<string>(Math.abs(c - c0)).fill(c > c0 ? "ArrowRight" : "ArrowLeft"),
    ];
  }
  const said: string[] = [];
  for (const k of path) {
    await page.keyboard.press(k);
    said.push((await page.locator('[data-testid="board-cursor"]').textContent()) ?? "");
  }
  return said;
}

/** The steps each legal move takes, counted by the engine's movement from the saved game itself. */
function expectedSteps(edition: string, state: GameState): { roll: number; used: number[] } {
  const compiled = loadEdition(edition);
  const { graph } = compiled;
  const seat = state.turn.seat;
  const from = state.tokens[seat] as number;
  const occupied = new Uint8Array(graph.squareCount);
  const tokens = state.tokens.filter((n, i) => i !== seat && n < graph.squareCount);
  for (const n of tokens) occupied[n] = 1;
  const roll = state.turn.roll?.steps ?? 0;
  const noEnter = from >= graph.squareCount ? from : state.turn.left;
  const used = stepsUsed(graph, moveRules(compiled), { from, steps: roll, occupied, tokens, noEnter });
  const legal = engineFor(compiled).legalActions(state, seat, "move");
  return { roll, used: legal.map((a) => (a.type === "move" ? (used.get(a.to) ?? -1) : -1)).sort((a, b) => a - b) };
}

// The quick tier: classic, and The Office for its tokens that share an initial.
describe.each(QUICK ? (["classic", "the-office"] as const) : EDITIONS)("the board of %s in words", (edition) => {
  const compiled = loadEdition(edition);
  const names = editionText(compiled.edition, "en");
  const rooms = compiled.edition.rooms.map((r) => names.room(r.id));
  const namesARoom = (s: string) => rooms.some((r) => s.includes(r));

  it("names destinations by rooms, with the steps each takes from this roll, and the cursor says the same", async () => {
    const { page, errors } = await atFirstMove(edition);
    const labels = await texts(page, '[data-action="move"]');
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) {
      expect(l, "a destination in coordinates").not.toMatch(COORDINATES);
      expect(namesARoom(l), `"${l}" names no room`).toBe(true);
    }
    expect(new Set(labels).size, "two destinations read the same").toBe(labels.length);

    const { roll, used } = expectedSteps(edition, await savedState(page, edition));
    const said = labels.map((l) => /(\d+) of (\d+) steps$/.exec(l));
    for (const [i, m] of said.entries()) expect(m, `"${labels[i] ?? ""}" says no steps of the roll`).not.toBeNull();
    expect(said.map((m) => Number(m?.[2]))).toEqual(labels.map(() => roll));
    expect(said.map((m) => Number(m?.[1])).sort((a, b) => a - b)).toEqual(used);

    // The cursor, over a stretch of the board and onto a destination, names places as the list does.
    const cells = await cursorSays(page, ["ArrowUp", "ArrowUp", "ArrowLeft", "ArrowDown", "ArrowRight", "ArrowRight"]);
    for (const c of cells) {
      expect(c, "the cursor says coordinates").not.toMatch(COORDINATES);
      expect(namesARoom(c) || c.includes("off the board"), `the cursor's "${c}" names no room`).toBe(true);
    }
    const target = (await look(page)).reachableCells.at(-1);
    if (target) {
      const on = (await cursorSays(page, target)).at(-1) ?? "";
      expect(labels, `the cursor's "${on}" is not in the list`).toContain(
        on.replace(/: you can go here, (\d+ of \d+ steps)$/, ": $1"),
      );
    }
    expect(errors).toEqual([]);
  });

  it("says where everyone is on demand, by the W key and by its button, in a live region", async () => {
    const { page, errors } = await atFirstMove(edition);
    const region = page.locator('[data-testid="where"]');
    expect(await region.count(), "no readout of where everyone is").toBe(1);
    expect(await region.getAttribute("aria-live")).toBe("polite");
    expect((await region.textContent())?.trim()).toBe("");
    await page.locator("body").focus();
    await page.keyboard.press("w");
    const said = (await region.textContent()) ?? "";
    for (const s of compiled.edition.suspects) expect(said, `"${said}" leaves out ${s.name}`).toContain(s.name);
    for (const w of compiled.edition.weapons) expect(said).toContain(w.name);
    expect(said).not.toMatch(COORDINATES);
    await page.locator('[data-testid="where-button"]').click();
    expect(await region.textContent()).toBe(said);
    expect(await region.locator("p").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("gives every token a name a pointer and a screen reader read, and marks told apart", async () => {
    const { page } = await atFirstMove(edition);
    const tokens = await page.locator("[data-token]").evaluateAll((els) =>
      els.map((e) => ({
        id: e.getAttribute("data-token") ?? "",
        title: e.querySelector("title")?.textContent ?? "",
        mark: e.querySelector("text")?.textContent ?? "",
      })),
    );
    expect(tokens.map((t) => t.id)).toEqual(compiled.edition.suspects.map((s) => s.id));
    for (const s of compiled.edition.suspects) {
      const t = tokens.find((x) => x.id === s.id);
      expect(t?.title.startsWith(`${s.name}:`), `${s.id}'s tooltip "${t?.title ?? ""}"`).toBe(true);
      expect(t?.title).not.toMatch(COORDINATES);
      // Read from the accessibility tree, as a screen reader does.
      const named = page.getByRole("img", { name: t?.title ?? "", exact: true });
      expect(await named.count(), `no image named "${t?.title ?? ""}"`).toBe(1);
    }
    expect(new Set(tokens.map((t) => t.title)).size).toBe(tokens.length);
    expect(new Set(tokens.map((t) => t.mark.toLowerCase())).size, tokens.map((t) => t.mark).join(" ")).toBe(
      tokens.length,
    );
  });
});

describe("The Office's question marks", () => {
  it("are explained beside the board: a question-mark space and a die's question mark; classic has no legend", async () => {
    const { page } = await atFirstMove("the-office");
    const legend = page.locator('[data-testid="board-legend"]');
    expect(await legend.count()).toBe(1);
    expect(await legend.isVisible()).toBe(true);
    const said = (await legend.textContent()) ?? "";
    expect(said).toContain("A ? space: stepping onto one ends your move there; draw an Intrigue card.");
    expect(said).toContain("The ? on a die counts as no steps; when it shows, draw an Intrigue card straight away.");
    const classic = await atFirstMove("classic");
    expect(await classic.page.locator('[data-testid="board-legend"]').count()).toBe(0);
  });
});

describe.each(QUICK ? (["classic"] as const) : EDITIONS)("the board of %s in Japanese", (edition) => {
  const compiled = loadEdition(edition);
  const names = editionText(compiled.edition, "ja");
  const rooms = compiled.edition.rooms.map((r) => names.room(r.id));

  it("names destinations by rooms and the steps of the roll, never by coordinates", async () => {
    const { page, errors } = await atFirstMove(edition, "ja");
    const labels = await texts(page, '[data-action="move"]');
    const { roll } = expectedSteps(edition, await savedState(page, edition));
    for (const l of labels) {
      expect(l).not.toMatch(COORDINATES);
      expect(
        rooms.some((r) => l.includes(r)),
        `"${l}" names no room`,
      ).toBe(true);
      expect(l).toMatch(new RegExp(`出目 ${roll} のうち \\d+ マス$`));
    }
    expect(new Set(labels).size).toBe(labels.length);
    expect(errors).toEqual([]);
  });
});
