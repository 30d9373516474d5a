// A browser test file's Chromium and built page: one of each for the file, made before its tests run.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launch } from "./chromium";
import { cachedPage } from "./pages";

/**
 * Call at a test file's top level with what builds the page (the one-file editor, the player); `browser`
 * and `url` (the built page, file://) are there once its tests run. The page is built once per state of
 * the sources (./pages).
 */
export function pageSuite(build: () => Promise<string>): { readonly browser: Browser; readonly url: string } {
  const suite = {} as { browser: Browser; url: string };
  beforeAll(async () => {
    [suite.browser, suite.url] = await Promise.all([launch(), cachedPage(build)]);
  });
  afterAll(async () => {
    // Unset when beforeAll failed.
    await (suite.browser as Browser | undefined)?.close();
  });
  return suite;
}
