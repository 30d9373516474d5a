// The one-file build's japanese.ts: the Japanese messages are an inert <script type="text/plain"
// id="clue-ja"> of the page (tools/vite/worker-inline.ts puts it there), run on first use by inserting a script with
// the same text. The page's Content-Security-Policy lists that text's hash, so it may run; a classic
// inline script runs as it is inserted, so the messages are there synchronously.
import type { Japanese } from "./ja/index";

const GLOBAL = "__clueJapanese";
let loaded: Japanese | null = null;

export function japanese(): Japanese {
  if (loaded) return loaded;
  const src = document.getElementById("clue-ja")?.textContent;
  if (!src) throw new Error("this page has no Japanese messages (#clue-ja)");
  const s = document.createElement("script");
  s.textContent = src;
  document.head.append(s);
  s.remove();
  const g = globalThis as unknown as Record<string, Japanese | undefined>;
  const ja = g[GLOBAL];
  if (!ja) throw new Error("the Japanese messages did not load (refused by the page's policy?)");
  loaded = ja;
  return ja;
}
