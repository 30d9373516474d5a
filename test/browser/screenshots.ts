// `npm run screenshots`: the pictures in docs/screenshots/ (and the README's), taken from the built player in
// Debian's Chromium at a desk's and a phone's size: a classic turn's story, The Office's extras, the end of
// a game; the first two in Japanese too, and the editor's problems in Japanese. Each scene is a seeded game
// played through the DOM hooks to the moment it shows, so the pictures can be taken again after any change
// and compared.
import { copyFileSync, mkdirSync } from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { launch } from "./chromium";
import { ROOT } from "../editions";
import { buildEditor, codes, dropText } from "./editor-page";
import { JAPANESE_MINI } from "./japanese-mini";
import { buildPlayer, domStep, look, playToEnd, taken } from "./player-harness";

const OUT = `${ROOT}docs/screenshots/`;

const SIZES: Record<string, BrowserContextOptions> = {
  "1280x800": { viewport: { width: 1280, height: 800 } },
  "390x844": { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

interface Scene {
  name: string;
  query: string;
  /** Plays the page on to the moment of the picture. */
  reach: (page: Page) => Promise<void>;
}

const used = (page: Page, action: string) => taken.get(page)?.get(action) ?? 0;

/** Steps on until `done`, at most `max` steps; fails when the moment never comes (a scene to mend). */
async function until(page: Page, done: () => Promise<boolean>, max = 400): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await done()) return;
    if (!(await domStep(page))) break;
  }
  if (!(await done())) throw new Error("the scene's moment did not come");
}

const SCENES: Scene[] = [
  {
    // Right after a suggestion of the human's has been answered: the story says who could not disprove and
    // who showed what.
    name: "classic-story",
    query: "edition=classic&players=4&humans=1&seed=11&pace=instant",
    reach: async (page) => {
      let before = used(page, "suggest");
      await until(page, async () => {
        const answered = used(page, "suggest") > before && (await look(page)).actions.includes("end-turn");
        before = used(page, "suggest");
        return answered;
      });
    },
  },
  {
    name: "office-extras",
    query: "edition=the-office&players=4&humans=1&seed=11&pace=instant",
    reach: (page) =>
      until(page, async () => {
        const s = await look(page);
        return ["draw-intrigue", "play-keeper", "use-power", "look-pool"].some((a) => s.actions.includes(a));
      }),
  },
  {
    name: "game-over",
    query: "edition=classic&players=3&humans=1&seed=4&pace=instant",
    reach: async (page) => {
      await playToEnd(page, domStep);
    },
  },
];

// The story and The Office's extras again with the page in Japanese (each edition's own Japanese locale).
const JAPANESE_SCENES: Scene[] = SCENES.filter((s) => s.name !== "game-over").map((s) => ({
  ...s,
  name: `${s.name}-ja`,
  query: `${s.query}&lang=ja`,
}));

async function shoot(browser: Browser, url: string) {
  mkdirSync(OUT, { recursive: true });
  for (const [size, options] of Object.entries(SIZES)) {
    const context = await browser.newContext(options);
    for (const scene of [...SCENES, ...JAPANESE_SCENES]) {
      const page = await context.newPage();
      await page.goto(`${url}?${scene.query}`);
      await page.locator("main[data-viewer]").waitFor();
      await scene.reach(page);
      await page.waitForTimeout(300);
      const file = `${OUT}${scene.name}-${size}.png`;
      await page.screenshot({ path: file });
      console.log(file);
      await page.close();
    }
    await context.close();
  }
  copyFileSync(`${OUT}classic-story-1280x800.png`, `${ROOT}docs/screenshot.png`);
}

/** The editor in Japanese with a broken edition written in Japanese dropped on it: its problems list. */
async function shootEditor(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}?lang=ja`);
  await dropText(page, JAPANESE_MINI);
  for (let i = 0; i < 100 && (await codes(page)).length < 2; i++) await page.waitForTimeout(100);
  await page.waitForTimeout(300);
  const file = `${OUT}editor-problems-ja-1400x900.png`;
  await page.screenshot({ path: file });
  console.log(file);
  await context.close();
}

const browser = await launch();
try {
  await shoot(browser, await buildPlayer());
  await shootEditor(browser, await buildEditor());
} finally {
  await browser.close();
}
