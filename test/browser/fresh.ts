// One page for a test file's tests, opened afresh at each test's address. Chromium keeps the page's
// renderer, and for the same address V8's compiled script: the editor opened again at ?edition=classic in
// the page a test left took 0.16 s of CPU, against 0.38 s in a page of a context of its own. What the
// context of its own gave a test is given back: its storage is empty (cleared in the new document before
// any of the page's scripts runs, so that no timer of the page before can write it again), no listener of
// the test before stays on the page, the mouse is back in the corner it starts in.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";

// The events the tests listen to; the page's own listeners (Playwright's) stay.
const EVENTS = ["pageerror", "console", "request", "requestfailed", "download"] as const;

/**
 * `open(url, attach)`: the file's one page (made in a context of `options` on the first call, or again when a
 * test closed it), gone to `url` with empty storage; `attach(page)` (a watch on its errors and requests)
 * runs before it goes, and what it gives is `seen`. `browser` is read on the first call (pageSuite fills it
 * in beforeAll). Tests leave the page open; the file's browser.close() takes its context.
 */
export function freshPages(browser: () => Browser, options: BrowserContextOptions) {
  let page: Page | undefined;
  return async <T = undefined>(url: string, attach?: (page: Page) => T): Promise<{ page: Page; seen: T }> => {
    if (!page || page.isClosed()) page = await (await browser().newContext(options)).newPage();
    else {
      for (const e of EVENTS) page.removeAllListeners(e);
      await page.mouse.move(0, 0);
    }
    const seen = attach?.(page) as T;
    const clear = await page.addInitScript(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(url);
    await clear.dispose();
    return { page, seen };
  };
}
