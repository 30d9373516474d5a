// A Vite plugin for the one-file build: bundles the page's Worker (bots and compiler) with esbuild and
// puts it in the page as an inert <script type="text/plain" id="clue-worker">, which player/ui/worker/worker.ts
// starts from a blob. The page's own script then carries neither the bots nor the compiler.
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** `?raw` imports (the built-in editions' YAML) as text, as Vite reads them. */
const raw: EsbuildPlugin = {
  name: "raw",
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (a) => ({
      path: fileURLToPath(new URL(a.path.replace(/\?raw$/, ""), `file://${a.resolveDir}/`)),
      namespace: "raw",
    }));
    b.onLoad({ filter: /.*/, namespace: "raw" }, async (a) => ({
      contents: await readFile(a.path, "utf8"),
      loader: "text",
    }));
  },
};

/** How every inert block is bundled: one classic script, minified, for the page's browsers. */
export const BLOCK = {
  bundle: true,
  charset: "utf8",
  format: "iife",
  minify: true,
  write: false,
  target: "es2022",
  legalComments: "none",
} as const;

/**
 * A page's inert `<script type="text/plain" id>` holding `js`, which can sit inside <script> in HTML: no
 * `</script` and no `<!--` to end or confuse it.
 */
export function inertBlock(id: string, js: string) {
  const text = js.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
  return { tag: "script", attrs: { type: "text/plain", id }, children: text, injectTo: "body" } as const;
}

/** The Worker at `entry`, bundled, as an inert script of id `id` (the player's, or the editor's live check). */
export function workerInline(entry: string, id = "clue-worker"): Plugin {
  return {
    name: `clue-worker-inline:${id}`,
    apply: "build",
    async transformIndexHtml() {
      const out = await build({
        ...BLOCK,
        entryPoints: [entry],
        // A Worker has no `process`: any other environment variable a module reads is simply unset.
        define: { "process.env.NODE_ENV": '"production"', "process.env": "{}" },
        plugins: [raw],
      });
      const js = out.outputFiles[0]?.text ?? "";
      return [inertBlock(id, js)];
    },
  };
}

/**
 * In the page's bundle, the notebook panel's import of the deduction resolves to player/ui/worker/notebook-stub.ts:
 * the game screen hands the panel a `compute` that asks the Worker, so the default is never used there.
 */
export function deductionInWorker(stub: string): Plugin {
  return {
    name: "clue-deduction-in-worker",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        importer &&
        /[\\/]player[\\/]ui[\\/]notebook[\\/]/.test(importer) &&
        /bots\/deduce\/notebook\/notebook(\.ts)?$/.test(source)
      )
        return stub;
      return null;
    },
  };
}

/**
 * The Japanese messages apart from the page's own script: player/ui/i18n/japanese.ts resolves to
 * japanese-inert.ts, and the messages (i18n/ja/index.ts) become an inert <script type="text/plain"
 * id="clue-ja">, which japanese-inert.ts runs the first time a page asks for a Japanese word. A page read
 * in English never parses them (about 7 KB gzipped).
 */
export function japaneseApart(dir: string): Plugin {
  return {
    name: "clue-japanese-apart",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      // From any importer: the i18n folder's own modules and the page's parts (player/ui/apart/run.ts).
      if (
        importer &&
        /^\.\.?\//.test(source) &&
        resolve(dirname(importer), source).replace(/\.ts$/, "") === `${dir}/japanese`
      )
        return `${dir}/japanese-inert.ts`;
      return null;
    },
    async transformIndexHtml() {
      const out = await build({
        stdin: {
          contents: 'import { ja } from "./ja/index"; globalThis.__clueJapanese = ja;',
          resolveDir: dir,
          loader: "ts",
          sourcefile: "japanese-block.ts",
        },
        ...BLOCK,
      });
      return [inertBlock("clue-ja", out.outputFiles[0]?.text ?? "")];
    },
  };
}
