// Which fonts Chromium drew a page's Japanese in, asked of the browser itself (the DevTools protocol's
// CSS.getPlatformFontsForNode). On a machine with no Japanese font, Japanese text drawn by no font of the page's
// own is a row of boxes: with system-ui before it in the page's fonts, bold Japanese was drawn in DejaVu Sans
// Bold (a game's headings and the editor's "問題"), while the CSS named the page's Japanese family and every
// character was in a loaded piece of it.
import type { Page } from "playwright-core";

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** The elements of `page` whose own text holds Japanese that no font of the page's own drew. */
export async function japaneseInSystemFonts(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  const marked = await page.evaluate((source) => {
    const japanese = new RegExp(source);
    let n = 0;
    for (const el of document.querySelectorAll("body *")) {
      if (["SCRIPT", "STYLE"].includes(el.tagName) || el.getClientRects().length === 0) continue;
      const own = [...el.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent ?? "");
      if (japanese.test(own.join(""))) el.setAttribute("data-glyph-check", String(n++));
    }
    return n;
  }, JAPANESE.source);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const out: string[] = [];
    for (let i = 0; i < marked; i++) {
      const { nodeId } = await cdp.send("DOM.querySelector", {
        nodeId: root.nodeId,
        selector: `[data-glyph-check="${i}"]`,
      });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      // No font at all: not drawn (inside a closed menu, say).
      if (fonts.length === 0 || fonts.some((f) => f.isCustomFont)) continue;
      const text = await page.evaluate((k) => document.querySelector(`[data-glyph-check="${k}"]`)?.textContent, i);
      out.push(`${text?.slice(0, 30)} (${fonts.map((f) => f.postScriptName).join(", ")})`);
    }
    return out;
  } finally {
    await page.evaluate(() => {
      for (const el of document.querySelectorAll("[data-glyph-check]")) el.removeAttribute("data-glyph-check");
    });
    await cdp.detach();
  }
}
