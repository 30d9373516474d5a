// The editor's browser tests: one Chromium and one build of the one-file editor for each test file.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { buildEditor } from "../../editor/testing/page";
import { launch } from "./chromium";

/** Call at a test file's top level; `browser` and `url` (the built editor, file://) are there once its tests run. */
export function editorSuite(): { readonly browser: Browser; readonly url: string } {
  const suite = {} as { browser: Browser; url: string };
  beforeAll(async () => {
    [suite.browser, suite.url] = await Promise.all([launch(), buildEditor()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}
