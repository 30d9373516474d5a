// The page's side of its parts kept apart (tools/vite/apart.ts): the modules a part shares with the page
// (React, the contexts, the services that hold one Worker or one cache) are handed to it on a global, and
// a part's inert <script type="text/plain" id="clue-<name>"> is run the first time one of its components
// renders, by inserting a script with the same text (the page's policy lists that text's hash). Only the
// one-file build uses this; the dev server and the tests import the parts' modules directly.
import * as React from "react";
import * as jsx from "react/jsx-runtime";
import * as gameScreen from "../game/GameScreen";
import * as langContext from "../i18n/context";
import * as editionContext from "../i18n/edition-context";
import * as japanese from "../i18n/japanese";
import * as botRunner from "../worker/bot-runner";
import * as compileService from "../worker/compile-service";

/**
 * The page's instances of the modules whose identity matters to a part: a context made twice would leave
 * the part reading its default; keys are the paths tools/vite/apart.ts maps those imports to. Read when a
 * part first runs, not when this module does: the game screen imports the parts' stand-ins, so this
 * module is evaluated inside that import cycle, before the game screen's own module is.
 */
const shared = (): Record<string, unknown> => ({
  react: React,
  "react/jsx-runtime": jsx,
  "player/ui/i18n/context": langContext,
  "player/ui/i18n/edition-context": editionContext,
  "player/ui/i18n/japanese": japanese,
  "player/ui/worker/compile-service": compileService,
  // The online part draws the page's own game screen, and asks the notebook of the page's Worker.
  "player/ui/game/GameScreen": gameScreen,
  "player/ui/worker/bot-runner": botRunner,
});

type Parts = Record<string, Record<string, unknown> | undefined>;

/** The exports of part `name`, its block run on the first call. */
export function part(name: string): () => Record<string, unknown> {
  let loaded: Record<string, unknown> | undefined;
  return () => {
    if (loaded) return loaded;
    const g = globalThis as unknown as { __clueShared?: Record<string, unknown>; __clueParts?: Parts };
    g.__clueShared ??= shared();
    const src = document.getElementById(`clue-${name}`)?.textContent;
    if (!src) throw new Error(`this page has no part "${name}" (#clue-${name})`);
    const s = document.createElement("script");
    s.textContent = src;
    document.head.append(s);
    s.remove();
    loaded = g.__clueParts?.[name];
    if (!loaded) throw new Error(`the part "${name}" did not load (refused by the page's policy?)`);
    return loaded;
  };
}
