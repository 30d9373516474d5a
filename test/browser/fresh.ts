// One page for the tests of a vitest worker's files (one for each set of context options), opened afresh at
// each test's address. Chromium keeps the page's renderer, and for the same address V8's compiled script:
// the editor opened again at ?edition=classic in the page a test left took 0.16 s of CPU, against 0.38 s in
// a page of a context of its own. What the context of its own gave a test is given back: its storage is
// empty, no listener of the test before stays on the page, the mouse is back in the corner it starts in.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { lender } from "./chromium";

/**
 * An `attach` for `open`: the page's uncaught errors, and with `console` its console errors too, as they
 * come.
 */
export const errorsOf =
  (console = false) =>
  (page: Page): string[] => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    if (console) page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    return errors;
  };

// The events the tests listen to; the page's own listeners (Playwright's) stay.
const EVENTS = ["pageerror", "console", "request", "requestfailed"] as const;

// The pages kept in each Chromium, by their context's options.
const kept = new WeakMap<Browser, Map<string, Page>>();

/**
 * `open(url, attach)`: the worker's one page for `options` (made in a context of those on the first call,
 * or again when a test closed it), gone to `url` with empty storage; `attach(page)` (a watch on its errors
 * and requests) runs before it goes, and what it gives is `seen`. `browser` is read at each call (pageSuite
 * fills it in beforeAll). Tests leave the page open; it goes with the worker's Chromium.
 */
export function freshPages(browser: () => Browser, options: BrowserContextOptions) {
  const key = JSON.stringify(options);
  return async <T = undefined>(url: string, attach?: (page: Page) => T): Promise<{ page: Page; seen: T }> => {
    // A fragment alone would not open a new document, and the page before is left unable to store.
    if (url.includes("#")) throw new Error(`fresh pages open whole documents: ${url}`);
    const chromium = lender(browser());
    const pages = kept.get(chromium) ?? new Map<string, Page>();
    kept.set(chromium, pages);
    let page = pages.get(key);
    if (page && !page.isClosed()) {
      for (const e of EVENTS) page.removeAllListeners(e);
      await page.mouse.move(0, 0);
      // Emptied by the page before, which is then left unable to write it: a timer of its own might fire
      // before it goes. (An init script that empties it in the next document is not taken off surely
      // enough: now and then it ran again at a test's own reload.) Every test's page is a file:// one,
      // and they all share one storage; a page elsewhere, or gone, makes way for a new context.
      const emptied = await page
        .evaluate(() => {
          if (location.protocol !== "file:") return false;
          localStorage.clear();
          sessionStorage.clear();
          for (const k of ["setItem", "removeItem", "clear"] as const) Storage.prototype[k] = () => undefined;
          return true;
        })
        .catch(() => false);
      if (!emptied) {
        await page.context().close();
        page = undefined;
      }
    }
    if (!page || page.isClosed()) {
      page = await (await chromium.newContext(options)).newPage();
      pages.set(key, page);
    }
    const seen = attach?.(page) as T;
    await page.goto(url);
    return { page, seen };
  };
}
