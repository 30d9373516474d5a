// Opens one panel in Chromium for a browser test: bundles harness.tsx once with esbuild into a
// temporary folder, and writes a page per case with its game and edition inlined as JSON.
import { build } from "esbuild";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { editionToJson } from "../../../edition/serialize";
import { errorsOf, freshPages } from "../fresh";
import { loadEdition } from "../../editions";
import { playBots } from "../../../player/bots/game";
import { saveGame } from "../../../player/engine";
import type { HarnessData } from "./harness";
import type { Lang } from "../../../i18n/lang";

let dir: string | null = null;

async function bundle(): Promise<string> {
  if (dir) return dir;
  const out = mkdtempSync(join(tmpdir(), "clue-panels-"));
  await build({
    entryPoints: [fileURLToPath(new URL("./harness.tsx", import.meta.url))],
    bundle: true,
    outdir: out,
    entryNames: "harness",
    jsx: "automatic",
    format: "iife",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  dir = out;
  return out;
}

export interface PanelCase {
  part: HarnessData["part"];
  edition: string;
  lang?: Lang;
  /** Stop the bots' game after this many actions (all of it when left out). */
  actions?: number;
  seat?: number;
  rulesText?: string;
}

let pages = 0;
// One page for a browser's cases, each opened in it afresh (../../../test/browser/fresh.ts): the bundle's
// script is compiled once for all of them.
const opened = new WeakMap<Browser, ReturnType<typeof freshPages>>();

/** The case's page, in the one page kept for `browser`: its storage starts empty. */
export async function openPanel(browser: Browser, c: PanelCase): Promise<{ page: Page; errors: string[] }> {
  const out = await bundle();
  const compiled = loadEdition(c.edition);
  const levels = ["hard", "medium", "easy", "easy"];
  // The rules panel reads the edition alone: no game is played for it.
  const maxActions = c.part === "rules" ? 0 : c.actions;
  const { state } = playBots(compiled, { levels, seed: 9, ...(maxActions === undefined ? {} : { maxActions }) });
  const save = saveGame(state);
  const data: HarnessData = {
    part: c.part,
    lang: c.lang ?? "en",
    edition: editionToJson(compiled),
    seat: c.seat ?? 0,
    save: { seed: save.seed, seats: save.seats, actions: save.actions },
    ...(c.rulesText === undefined ? {} : { rulesText: c.rulesText }),
  };
  // JSON in a script element: "<" escaped, so no text in it can close the element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const file = join(out, `page-${pages++}.html`);
  writeFileSync(
    file,
    `<!doctype html><html lang="${data.lang}"><head><meta charset="utf-8"><title>${c.part}</title><link rel="stylesheet" href="harness.css"></head><body><div id="root"></div><script type="application/json" id="data">${json}</script><script src="harness.js"></script></body></html>`,
  );
  let open = opened.get(browser);
  if (!open) opened.set(browser, (open = freshPages(() => browser, { viewport: { width: 1000, height: 800 } })));
  const { page, seen: errors } = await open(pathToFileURL(file).href, errorsOf());
  await page.waitForSelector("main h1");
  return { page, errors };
}
