// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { reactRoot } from "../../../test/react-root";
import { editionForTest } from "../../../test/editions-jsdom";
import { playBots } from "../../bots/game";
import { engineFor, saveGame } from "../../engine";
import { LangProvider } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { EditionTextProvider } from "../i18n/edition-context";
import type { Lang } from "../../../i18n/lang";
import { Replay } from "./Replay";
import { timeline, viewAt, type ReplaySource } from "./timeline";
import { describe as word, logContext } from "../log/describe";
import { ACTIONS } from "../actions";

const tower = editionForTest("tower-of-terror");
const over = playBots(tower, { levels: ["hard", "easy", "medium", "easy"], seed: 8 }).state;
const midway = playBots(tower, { levels: ["hard", "easy", "medium", "easy"], seed: 8, maxActions: 60 }).state;
const T = (lang: Lang) => editionText(tower.edition, lang);

const at = reactRoot();
const show = (game: ReplaySource, viewer: number | "spectator", lang: Lang = "en") =>
  act(() =>
    at.root.render(
      <LangProvider lang={lang}>
        <EditionTextProvider value={T(lang)}>
          <Replay compiled={tower} game={game} viewer={viewer} />
        </EditionTextProvider>
      </LangProvider>,
    ),
  );
const press = (key: string) =>
  act(() => {
    at.host.querySelector(".replay")?.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  });
const slider = () => at.host.querySelector<HTMLInputElement>('input[type="range"]');
const logLines = () => [...at.host.querySelectorAll(".log-list li")].map((l) => l.textContent);

describe("Replay", () => {
  it("opens at the newest step and steps back and forward with the keys", () => {
    const save = saveGame(midway);
    show(save, 1);
    expect(slider()?.value).toBe(String(save.actions.length));
    const newest = logLines().length;
    press("ArrowLeft");
    expect(slider()?.value).toBe(String(save.actions.length - 1));
    press("Home");
    expect(slider()?.value).toBe("0");
    expect(at.host.querySelector(".replay-news")?.textContent).toBe("The cards are dealt.");
    expect(logLines().length).toBeLessThan(newest);
    press("PageDown");
    expect(Number(slider()?.value)).toBeGreaterThan(0);
    press("End");
    expect(logLines()).toHaveLength(newest);
  });

  it("shows at each step the seat's own hand and its log up to there, and no hand but its own while the game goes on", () => {
    const save = saveGame(midway);
    show(save, 2);
    const t = timeline(tower, save);
    const states = t.ok ? t.states : [];
    const { viewFor } = engineFor(tower);
    const cx = logContext(tower, viewFor(midway, 2), T("en"), "en", ACTIONS);
    // A list as English writes it ("a, b and c"), the last two joined by "and".
    const names = viewFor(midway, 2).hand.map((c) => T("en").card(c));
    const hand = `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
    for (let k = 0; k <= save.actions.length; k += 9) {
      act(() => {
        const s = slider() as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(s, String(k));
        s.dispatchEvent(new Event("input", { bubbles: true }));
      });
      expect(slider()?.value).toBe(String(k));
      expect(at.host.querySelector(".replay-hand")?.textContent).toBe(hand);
      // The log is exactly this seat's view of the game after k actions, worded.
      const v = viewAt(tower, states, k, 2);
      expect(logLines()).toEqual(v?.log.filter((e) => e.type !== "turn-ended").map((e) => word(e, cx)));
      expect(at.host.querySelector(".replay-open, .replay-hands")).toBeNull();
    }
  });

  it("lays every hand open once the game is over, in Japanese too", () => {
    show(saveGame(over), 0, "ja");
    expect(at.host.querySelector(".replay-hands")).toBeNull();
    const box = at.host.querySelector<HTMLInputElement>(".replay-open input");
    expect(box).not.toBeNull();
    act(() => box?.click());
    const hands = [...at.host.querySelectorAll(".replay-hands dd")].map((d) => d.textContent);
    const e = over.envelope;
    expect(hands).toEqual(
      [...over.hands, [e.suspect, e.weapon, e.room]].map((h) => h.map((c) => T("ja").card(c)).join("、")),
    );
    expect(at.host.textContent).toContain("リプレイ");
  });

  it("shows a spectator no hand while the game goes on", () => {
    show(saveGame(midway), "spectator");
    expect(at.host.querySelector(".replay-hand, .replay-open, .replay-hands")).toBeNull();
    expect(logLines().length).toBeGreaterThan(0);
  });

  it("says where a damaged game stops instead of failing", () => {
    const save = saveGame(midway);
    show({ ...save, actions: [{ type: "end-turn", seat: 7 }] }, 0);
    expect(at.host.querySelector('[role="alert"]')?.textContent).toMatch(/step 1 is refused/);
  });
});
