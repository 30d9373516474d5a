// The Japanese messages are not in the page's own script (an inert #clue-ja block, see
// player/ui/i18n/README.md): in the page as `clue-compile build` bakes it, under its Content-Security-
// Policy (scripts by hash only), they still load on first use, and an English page never runs them.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerJsonText } from "../../compiler/emit/edition-json";
import { bakeHtml } from "../../compiler/emit/html";
import { editionHash } from "../../player/engine";
import { loadEdition } from "../editions";
import { launch } from "./chromium";
import { errorsOf, freshPages } from "./fresh";
import { cachedPage } from "./pages";
import { buildPlayer } from "./player-harness";

// Unset when the launch failed: the tests then fail, and afterAll has nothing to close.
let browser: Browser | undefined;
let html: string;
let page: string;
// The other player tests' context options: their page, whose renderer is running already.
const open = freshPages(() => browser!, { viewport: { width: 1280, height: 900 } });

beforeAll(async () => {
  let url: string;
  [browser, url] = await Promise.all([launch(), cachedPage(buildPlayer)]);
  const template = readFileSync(fileURLToPath(url), "utf8");
  const tot = loadEdition("tower-of-terror");
  html = bakeHtml(template, playerJsonText(tot, editionHash(tot.edition), {}));
  page = fileURLToPath(url).replace(/index\.html$/, "tower-of-terror.html");
  writeFileSync(page, html);
});
afterAll(async () => {
  await browser?.close();
});

describe("the Japanese messages, apart from the page's script", () => {
  it("are an inert block, not in the page's own script", () => {
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const own = scripts.filter((m) => /type="module"/.test(m[1] ?? "")).map((m) => m[2] ?? "");
    expect(own.length).toBe(1);
    expect(own[0]).not.toContain("サイコロを振る");
    expect(
      scripts.some(
        (m) =>
          /id="clue-ja"/.test(m[1] ?? "") &&
          /type="text\/plain"/.test(m[1] ?? "") &&
          (m[2] ?? "").includes("サイコロを振る"),
      ),
    ).toBe(true);
  });

  it("load under the baked page's policy: the game in Japanese, the title the edition's Japanese name", async () => {
    const { page: p, seen: errors } = await open(
      `${pathToFileURL(page).href}?players=4&humans=1&seed=3&lang=ja`,
      errorsOf(true),
    );
    await p.locator("main[data-viewer]").waitFor();
    await expect.poll(() => p.locator('[data-action="roll"]').textContent()).toBe("サイコロを振る");
    expect(await p.title()).toBe(loadEdition("tower-of-terror").edition.locales.ja?.name);
    expect(errors).toEqual([]);
  });

  it("an English page never runs them", async () => {
    const { page: p } = await open(`${pathToFileURL(page).href}?players=4&humans=1&seed=3&lang=en`);
    await p.locator('[data-action="roll"]').waitFor();
    expect(await p.evaluate("'__clueJapanese' in globalThis")).toBe(false);
    expect(await p.title()).toBe(loadEdition("tower-of-terror").edition.name);
  });
});
