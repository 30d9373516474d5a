// A Vite plugin for the one-file build: the live-check Worker bundled with esbuild and put in the page as
// an inert <script type="text/plain" id="clue-editor-worker">, which live/remote.ts starts from a blob.
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { inertScript } from "../player/ui/worker-inline.ts";

/** `?raw` imports (the built-in editions, which `extends:` may name) as text, as Vite reads them. */
const raw: EsbuildPlugin = {
  name: "raw",
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (a) => ({ path: fileURLToPath(new URL(a.path.replace(/\?raw$/, ""), `file://${a.resolveDir}/`)), namespace: "raw" }));
    b.onLoad({ filter: /.*/, namespace: "raw" }, async (a) => ({ contents: await readFile(a.path, "utf8"), loader: "text" }));
  },
};

export function editorWorker(entry: string): Plugin {
  return {
    name: "clue-editor-worker",
    apply: "build",
    async transformIndexHtml() {
      const out = await build({ entryPoints: [entry], bundle: true, format: "iife", minify: true, write: false, target: "es2022", legalComments: "none", define: { "process.env.NODE_ENV": '"production"' }, plugins: [raw] });
      const js = out.outputFiles[0]?.text ?? "";
      return [{ tag: "script", attrs: { type: "text/plain", id: "clue-editor-worker" }, children: inertScript(js), injectTo: "body" }];
    },
  };
}
