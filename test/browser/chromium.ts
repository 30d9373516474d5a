// Debian's Chromium, driven by playwright-core (test tools can not download a browser here). `.ci/run`
// installs the packages when test/browser exists.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext } from "playwright-core";

/** The browser people use; the benchmarks measure pages in it. */
const CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the browser's own windowing layer. The
 * tests drive it when it is installed: the same script of pages took 4.4 s of CPU in it and 11.2 s in the
 * full browser, and the browser tests' files 95 s of CPU instead of 168 s.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
// The tests' pages live for seconds: V8's optimizing tiers (Maglev, TurboFan) and the extra raster threads
// cost more CPU in their compiling and waking than they save. Sparkplug, the baseline compiler, is the top
// tier here (a scratch script of a game, an editor page and an audit: 12-17 % less CPU). The benchmarks
// launch with ARGS alone, as people's browsers run.
const TEST_ARGS = [...ARGS, "--js-flags=--max-opt=1", "--num-raster-threads=1"];
const OPTIONS = { executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM, args: TEST_ARGS };

let shared: Promise<Browser> | undefined;

/**
 * A browser for one test file. Under vitest, whose workers run file after file (vitest.config.ts), every
 * file in a worker borrows that worker's one Chromium (launching one costs about a second of CPU): its
 * close() closes the contexts and pages the file opened, and Chromium goes when the worker does. Outside
 * vitest (a bench, a script) it is a Chromium of its own, the full browser.
 */
export async function launch(): Promise<Browser> {
  if (!process.env.VITEST) return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  let browser = await (shared ??= chromium.launch(OPTIONS));
  if (!browser.isConnected()) browser = await (shared = chromium.launch(OPTIONS));
  return borrowed(browser);
}

const lenders = new WeakMap<Browser, Browser>();

/**
 * The worker's Chromium behind a file's borrowed one (the browser itself when it is not borrowed): a
 * context opened in it outlives the file, for the next files of the worker to use again (./fresh).
 */
export function lender(browser: Browser): Browser {
  return lenders.get(browser) ?? browser;
}

function borrowed(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const own: Partial<Browser> = {
    newContext: async (options) => {
      const context = await browser.newContext(options);
      opened.add(context);
      return context;
    },
    newPage: async (options) => {
      const page = await browser.newPage(options);
      opened.add(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
      opened.clear();
    },
  };
  const proxy = new Proxy(browser, {
    get(target, key) {
      if (key in own) return own[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  lenders.set(proxy, browser);
  return proxy;
}
