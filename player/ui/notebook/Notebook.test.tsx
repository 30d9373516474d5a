// @vitest-environment jsdom
import { act, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { reactRoot } from "../../../test/react-root";
import { editionForTest as loadEdition } from "../../../test/editions-jsdom";
import { engineFor, actingSeat, type GameState, type PlayerView } from "../../engine";
import { LangProvider } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { EditionTextProvider } from "../i18n/edition-context";
import type { Lang } from "../../../i18n/lang";
import { Notebook } from "./Notebook";
import { marksKey } from "./marks";
import { computeNotebook, type Compute } from "./useNotebook";
import type { Notebook as Book } from "../../bots/deduce";

const tower = loadEdition("tower-of-terror");
const { apply, createGame, legalActions, viewFor } = engineFor(tower);

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
}

/** A game some way in: every seat plays its first legal action until a few suggestions are answered. */
function midGame(): GameState {
  const seats = tower.edition.suspects.slice(0, 4).map((s) => ({ suspect: s.id }));
  let state = createGame({ seats, seed: 4 });
  for (let i = 0; i < 400 && viewFor(state, 0).records.length < 6; i++) {
    const seat = actingSeat(state);
    const legal = legalActions(state, seat);
    const pick =
      legal.find((a) => a.type === "suggest") ??
      legal.find((a) => a.type === "move") ??
      legal.find((a) => a.type !== "accuse") ??
      legal[0];
    const r = apply(state, pick as never);
    if ("error" in r) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

const at = reactRoot();

const wrap = (lang: Lang, node: ReactNode) => (
  <LangProvider lang={lang}>
    <EditionTextProvider value={editionText(tower.edition, lang)}>{node}</EditionTextProvider>
  </LangProvider>
);
async function show(view: PlayerView, storage: Storage, lang: Lang = "en") {
  await act(async () =>
    at.root.render(wrap(lang, <Notebook compiled={tower} view={view} gameKey="g1" storage={storage} />)),
  );
  // The deduction runs after the render, in a task of its own.
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}
const cells = () => [...at.host.querySelectorAll<HTMLElement>('[role="gridcell"]')];
const labels = () => cells().map((c) => c.getAttribute("aria-label") ?? "");

describe("Notebook", () => {
  const state = midGame();
  const view = viewFor(state, 0);

  it("is the edition's notepad, a cell per card and holder, each named", async () => {
    await show(view, new MemoryStorage());
    const nb = at.host.querySelector('[data-testid="notebook"]');
    expect(nb?.querySelector("h2")?.textContent).toBe("List of Credits");
    const cards =
      tower.edition.suspects.length + tower.edition.weapons.length + tower.edition.rooms.filter((r) => r.card).length;
    expect(cells()).toHaveLength(cards * 5);
    expect(labels().every((l) => l.length > 5)).toBe(true);
    // The seat's own hand is certain, in its column ("You"), with a reason in the details.
    const mine = view.hand[0] as string;
    const name = editionText(tower.edition, "en").card(mine);
    expect(labels()).toContain(`${name}, You; no mark; certainly there`);
  });

  it("moves with the arrow keys, marks with Space, writes a note, and keeps it per game and seat", async () => {
    const storage = new MemoryStorage();
    await show(view, storage);
    const first = cells()[0] as HTMLElement;
    act(() => first.focus());
    act(() => {
      first.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    });
    expect(document.activeElement).toBe(cells()[1]);
    act(() => {
      cells()[1]?.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    });
    for (const key of ["D", "D", "x"])
      act(() => {
        cells()[1]?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
      });
    expect(cells()[1]?.getAttribute("aria-label")).toMatch(/^Minnie Mouse, Donald Duck; tick; note DDx/);
    expect(JSON.parse(storage.getItem(marksKey("g1", 0)) ?? "{}")).toEqual({
      "minnie|1": { mark: "yes", note: "DDx" },
    });
    // Another seat of the same game starts with a clean sheet.
    await show(viewFor(state, 1), storage);
    expect(labels().some((l) => l.includes("tick"))).toBe(false);
    await show(view, storage);
    expect(cells()[1]?.getAttribute("aria-label")).toContain("tick");
  });

  it("shows no deduction when switched off, and keeps the switch", async () => {
    const storage = new MemoryStorage();
    await show(view, storage);
    expect(labels().some((l) => l.includes("certainly"))).toBe(true);
    const box = at.host.querySelector<HTMLInputElement>('input[type="checkbox"]');
    await act(async () => box?.click());
    expect(labels().some((l) => /certainly|chance/.test(l))).toBe(false);
    expect(at.host.textContent).not.toMatch(/\d%/);
    await show(view, storage);
    expect(at.host.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked).toBe(false);
  });

  it("never shows one seat's deduction to the next seat, even before its own is ready", async () => {
    const storage = new MemoryStorage();
    await show(view, storage);
    // Seat 1's own deduction never arrives here: whatever the timing, only seat 0's could be shown.
    const never = () => new Promise<never>(() => {});
    await act(async () =>
      at.root.render(
        wrap(
          "en",
          <Notebook compiled={tower} view={viewFor(state, 1)} gameKey="g1" storage={storage} compute={never} />,
        ),
      ),
    );
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(labels().some((l) => l.includes("certainly"))).toBe(false);
    expect(at.host.textContent).toContain("Working out the chances");
  });

  it("explains a certain cell in Japanese", async () => {
    await show(view, new MemoryStorage(), "ja");
    expect(at.host.querySelector("h2")?.textContent).toBe("クレジット表");
    const mine = view.hand[0] as string;
    const index = cells().findIndex((c) =>
      c.getAttribute("aria-label")?.startsWith(`${editionText(tower.edition, "ja").card(mine)}、あなた`),
    );
    act(() => cells()[index]?.click());
    expect(at.host.querySelector(".nb-why")?.textContent).toContain("あなたの手札にあります。");
  });

  it("ignores marks in storage that are not marks", async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      marksKey("g1", 0),
      '{"minnie|1":{"mark":"<img src=x onerror=alert(1)>","note":"<b>toolongnote"},"x":5}',
    );
    await show(view, storage);
    expect(at.host.querySelector("img,b")).toBeNull();
    expect(cells()[1]?.getAttribute("aria-label")).toBe(
      "Minnie Mouse, Donald Duck; no mark; note <b>t; " +
        (cells()[1]?.getAttribute("aria-label")?.split("; ").pop() ?? ""),
    );
  });

  it("says when its chances are estimates (too many deals to count them all), in English and Japanese", async () => {
    const estimated: Compute = (v, e) => {
      const book = computeNotebook(v, e) as Book | null;
      return book ? { ...book, estimated: true } : null;
    };
    for (const [lang, words] of [
      ["en", "The chances are estimates"],
      ["ja", "確率は推定値です"],
    ] as const) {
      await act(async () =>
        at.root.render(
          wrap(
            lang,
            <Notebook compiled={tower} view={view} gameKey="g1" storage={new MemoryStorage()} compute={estimated} />,
          ),
        ),
      );
      await act(async () => new Promise((r) => setTimeout(r, 0)));
      expect(at.host.textContent).toContain(words);
    }
    await show(view, new MemoryStorage());
    expect(at.host.textContent).not.toContain("The chances are estimates");
  });
});
