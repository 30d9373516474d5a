// A machine with no Japanese font (this one, CI's) shows Japanese as boxes unless the page brings its own:
// the one-file build cuts Noto Sans JP to the page's Japanese characters (#clue-ja-font, @font-face rules
// by unicode-range), and the browser loads a piece only when the page shows one of its characters. An
// English page loads only what draws "日本語" in its language menu (the pieces that hold those three).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerJsonText } from "../../compiler/emit/edition-json";
import { bakeHtml } from "../../compiler/emit/html";
import { editionHash } from "../../player/engine";
import { loadEdition } from "../editions";
import { launch } from "./chromium";
import { errorsOf, freshPages } from "./fresh";
import { buildEditor, codes } from "./editor-page";
import { cachedPage } from "./pages";
import { japaneseInSystemFonts } from "./glyphs";
import { buildPlayer } from "./player-harness";

let browser: Browser | undefined;
let page: string;
let editor: string;
const open = freshPages(() => browser!, { viewport: { width: 1280, height: 900 } });

beforeAll(async () => {
  let url: string;
  [browser, url, editor] = await Promise.all([launch(), cachedPage(buildPlayer), cachedPage(buildEditor)]);
  const tot = loadEdition("tower-of-terror");
  const html = bakeHtml(readFileSync(fileURLToPath(url), "utf8"), playerJsonText(tot, editionHash(tot.edition), {}));
  page = fileURLToPath(url).replace(/index\.html$/, "tower-of-terror-font.html");
  writeFileSync(page, html);
});
afterAll(async () => {
  await browser?.close();
});

interface Fonts {
  /** The elements showing Japanese whose font does not name the page's Japanese family. */
  unasked: string[];
  /** How many font faces of its own Japanese family the page has. */
  faces: number;
  /** The characters each loaded face draws. */
  perFace: string[];
  /** Every character the loaded faces draw. */
  drawn: string;
  /** The page's text (and title) characters from the CJK blocks on. */
  japanese: string;
}

// What the page holds: its Japanese faces and the Japanese characters it shows.
const fontsOf = (p: Page): Promise<Fonts> =>
  p.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Clue Kit JP");
    const perFace = faces
      .filter((f) => f.status === "loaded")
      .map((f) =>
        f.unicodeRange
          .split(",")
          .map((u) => String.fromCodePoint(parseInt(u.trim().replace(/^U\+/i, ""), 16)))
          .join(""),
      );
    const drawn = perFace.join("");
    // Every element that shows Japanese asks for the page's Japanese family (an SVG text's own
    // font-family attribute, say, would keep it to the system's fonts and their boxes).
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const unasked = new Set<string>();
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!el || ["SCRIPT", "STYLE"].includes(el.tagName) || !/[\u3040-\u9fff]/.test(n.textContent ?? "")) continue;
      if (!getComputedStyle(el).fontFamily.includes("Clue Kit JP"))
        unasked.add(`<${el.tagName.toLowerCase()}> ${n.textContent}`);
    }
    const all = `${document.title}${document.body.innerText}`;
    const japanese = [...new Set([...all].filter((c) => (c.codePointAt(0) ?? 0) >= 0x2e80))].join("");
    return { faces: faces.length, drawn, perFace, japanese, unasked: [...unasked] };
  });

// Whether `text` drawn in the page's Japanese family comes out other than in a family no machine has (the
// system's fallback, boxes on a machine without a Japanese font).
const drawsDifferently = (p: Page, text: string): Promise<boolean> =>
  p.evaluate((t) => {
    const pixels = (family: string) => {
      const c = document.createElement("canvas");
      c.width = 200;
      c.height = 60;
      const ctx = c.getContext("2d")!;
      ctx.font = `40px ${family}`;
      ctx.fillText(t, 0, 45);
      return ctx.getImageData(0, 0, 200, 60).data.join(",");
    };
    return pixels('"Clue Kit JP"') !== pixels('"No Such Font Anywhere"');
  }, text);

// The board's SVG text drawn as boxes: each element whose measured width falls short of what its characters
// take in the page's font (a Japanese character one em; a box is about 0.6). Chromium lays SVG text out once,
// so a board drawn before the piece of the font that holds its characters arrived keeps the boxes.
const boxedSvgText = (p: Page): Promise<string[]> =>
  p.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return [...document.querySelectorAll<SVGTextElement>("svg text")].flatMap((t) => {
      const chars = [...t.textContent];
      const wide = chars.filter((c) => /[\u3000-\u9fff\uff00-\uffef]/.test(c)).length;
      if (wide === 0) return [];
      const ems = t.getComputedTextLength() / parseFloat(getComputedStyle(t).fontSize);
      return ems < wide * 0.9 ? [`${t.textContent} (${ems.toFixed(2)} em)`] : [];
    });
  });

describe("the page's Japanese font", () => {
  it("draws every Japanese character of a game in Japanese", async () => {
    const { page: p, seen: errors } = await open(
      `${pathToFileURL(page).href}?players=4&humans=1&seed=3&lang=ja`,
      errorsOf(true),
    );
    await p.locator('[data-action="roll"]').waitFor();
    const f = await fontsOf(p);
    expect(f.japanese.length).toBeGreaterThan(50);
    expect(f.faces).toBeGreaterThan(10);
    expect([...f.japanese].filter((c) => !f.drawn.includes(c)).join("")).toBe("");
    expect(f.unasked).toEqual([]);
    expect(await drawsDifferently(p, "部屋のカード")).toBe(true);
    expect(await japaneseInSystemFonts(p)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("draws the board's names and marks with their glyphs, however late the font's pieces arrive", async () => {
    // Classic at this seed has the Candlestick (燭, in no other text of the first screen but the notebook's)
    // in a room: its mark was a box until the board was drawn again after the font's piece loaded.
    const { page: p, seen: errors } = await open(
      `${pathToFileURL(page.replace(/tower-of-terror-font\.html$/, "index.html")).href}?edition=classic&players=4&humans=1&seed=7&lang=ja`,
      errorsOf(true),
    );
    await p.locator("main[data-viewer]").waitFor();
    expect(await p.locator('[data-weapon="candlestick"] text').textContent()).toBe("燭");
    expect(await boxedSvgText(p)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("is not loaded by an English page but for the language menu's 日本語", async () => {
    // A context of its own: a renderer that drew the Japanese test's page keeps the pieces it decoded.
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    const p = await context.newPage();
    await p.goto(`${pathToFileURL(page).href}?players=4&humans=1&seed=3&lang=en`);
    await p.locator('[data-action="roll"]').waitFor();
    await p.locator("details.menu > summary").click();
    const f = await fontsOf(p);
    expect(f.faces).toBeGreaterThan(10);
    expect(f.perFace.length).toBeGreaterThan(0);
    // The pieces of the font that hold 日本語 (each holds other characters of the page too), no others.
    expect(f.perFace.filter((chars) => ![..."日本語"].some((c) => chars.includes(c)))).toEqual([]);
    expect(f.perFace.length).toBeLessThanOrEqual(3);
    expect(await drawsDifferently(p, "日本語")).toBe(true);
    await context.close();
  });
});

describe("the editor's Japanese font", () => {
  it("draws every Japanese character of the editor in Japanese", async () => {
    const { page: p, seen: errors } = await open(`${editor}?lang=ja&edition=tower-of-terror`, errorsOf());
    await codes(p);
    const f = await fontsOf(p);
    expect(f.japanese.length).toBeGreaterThan(50);
    expect([...f.japanese].filter((c) => !f.drawn.includes(c)).join("")).toBe("");
    expect(f.unasked).toEqual([]);
    expect(await japaneseInSystemFonts(p)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
