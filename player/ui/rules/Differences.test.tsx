// @vitest-environment jsdom
// The "what's different" panel: the edition's sentences in the UI's language, text only.
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { differences } from "../../../compiler/diff";
import { editionForTest } from "../../../test/editions-jsdom";
import { LangProvider } from "../i18n/context";
import type { Lang } from "../../../i18n/lang";
import { Differences, type DifferencesData } from "./Differences";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function show(d: DifferencesData, lang: Lang) {
  const host = document.createElement("div");
  act(() =>
    createRoot(host).render(
      <LangProvider lang={lang}>
        <Differences differences={d} baseName="Clue" />
      </LangProvider>,
    ),
  );
  return host;
}

const classic = editionForTest("classic").edition;
const tower = differences(classic, editionForTest("tower-of-terror").edition);

describe("Differences", () => {
  it("lists Tower of Terror's differences in English and in Japanese", () => {
    const en = show(tower, "en");
    expect(en.querySelector("h3")?.textContent).toBe("How this edition differs from Clue");
    expect(en.querySelector("li")?.textContent).toMatch(/^This edition calls a Suspect a Cast member/);
    expect(en.textContent).toContain("Minnie Mouse takes the place of Miss Scarlett, Donald Duck of Colonel Mustard");
    const ja = show(tower, "ja");
    expect(ja.querySelector("h3")?.textContent).toBe("Clueとの違い");
    expect(ja.textContent).toContain("小道具はそれぞれ別のロケーションに置く。");
  });

  it("falls back to the edition's own language, says so when nothing differs, and renders markup as text", () => {
    // The Office without its Japanese translation: the Japanese page shows its English sentences.
    const office = differences(classic, { ...editionForTest("the-office").edition, locales: {} });
    expect(show(office, "ja").textContent).toContain("Everyone throws; the highest throw starts.");
    expect(show({ text: { en: [] } }, "en").textContent).toContain("Nothing: this edition plays as Clue does.");
    const hostile = show({ text: { en: ['<img src=x onerror="alert(1)">'] } }, "en");
    expect(hostile.querySelector("img")).toBeNull();
    expect(hostile.textContent).toContain("<img");
  });
});
