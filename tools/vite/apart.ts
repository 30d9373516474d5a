// A Vite plugin for the one-file build: parts of the page it needs only now and then (a panel opened
// later, the start screen of a page opened on a game) are kept out of its own script. Each module
// `<dir>/<name>.ts` that exports components becomes an inert <script type="text/plain" id="clue-<name>">
// bundled by esbuild, its CSS a <style> of the page; in the page's bundle, an import of that module
// resolves to stand-ins that run the block the first time one of them renders (player/ui/apart/run.ts).
// The modules whose identity matters (React, the contexts, services holding a Worker) are not bundled
// again: the block reads the page's own from a global, under the keys run.ts gives them.
import { build, type Plugin as EsbuildPlugin } from "esbuild";
import { existsSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { BLOCK, inertBlock } from "./worker-inline.ts";

const STAND_IN = "\0clue-apart:";
const EXTENSIONS = [".ts", ".tsx"];

/** The source file an import names (with or without its extension), or null. */
function file(path: string): string | null {
  for (const p of [path, ...EXTENSIONS.map((e) => path + e)]) if (/\.[jt]sx?$/.test(p) && existsSync(p)) return p;
  return null;
}

/** Imports of React and of the shared modules (by path under `root`, without extension) read the page's. */
function sharedFromPage(root: string, shared: readonly string[]): EsbuildPlugin {
  return {
    name: "clue-apart-shared",
    setup(b) {
      b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (a) => ({ path: a.path, namespace: "shared" }));
      b.onResolve({ filter: /^\./ }, (a) => {
        const at = file(resolve(a.resolveDir, a.path));
        const key = at && relative(root, at).replace(/\.[jt]sx?$/, "");
        return key && shared.includes(key) ? { path: key, namespace: "shared" } : null;
      });
      b.onLoad({ filter: /.*/, namespace: "shared" }, (a) => ({
        contents: `module.exports = globalThis.__clueShared[${JSON.stringify(a.path)}];`,
        loader: "js",
      }));
    },
  };
}

export interface ApartOptions {
  /** The folder of the parts' modules (player/ui/apart). */
  dir: string;
  /** The repository's root: shared modules are named by their path under it. */
  root: string;
  /** The page module that runs a part (exports `part(name)`). */
  runner: string;
  /** The modules the parts take from the page; React and react/jsx-runtime always. */
  shared: readonly string[];
}

export function apart(o: ApartOptions): Plugin {
  const parts = new Map<string, string[]>();
  return {
    name: "clue-apart",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || importer.startsWith(STAND_IN) || !source.startsWith(".")) return null;
      const at = file(resolve(dirname(importer), source));
      if (!at || dirname(at) !== o.dir || at === o.runner) return null;
      return STAND_IN + at;
    },
    async load(id) {
      if (!id.startsWith(STAND_IN)) return null;
      const path = id.slice(STAND_IN.length);
      const name = basename(path).replace(/\.[jt]sx?$/, "");
      const probe = await build({
        entryPoints: [path],
        bundle: true,
        write: false,
        metafile: true,
        format: "esm",
        jsx: "automatic",
        plugins: [sharedFromPage(o.root, o.shared)],
        outdir: "/",
        logLevel: "silent",
        loader: { ".css": "empty" },
      });
      const exports = Object.values(probe.metafile.outputs).find((x) => x.entryPoint)?.exports ?? [];
      parts.set(name, exports);
      const load = `part(${JSON.stringify(name)})`;
      return [
        `import { createElement } from "react";`,
        `import { part } from ${JSON.stringify(o.runner)};`,
        `const load = ${load};`,
        ...exports.map((e) => `export const ${e} = (props) => createElement(load()[${JSON.stringify(e)}], props);`),
      ].join("\n");
    },
    async transformIndexHtml() {
      const tags = [];
      for (const name of [...parts.keys()].sort()) {
        const out = await build({
          stdin: {
            contents: `import * as m from "./${name}"; (globalThis.__clueParts ??= {})[${JSON.stringify(name)}] = m;`,
            resolveDir: o.dir,
            loader: "ts",
            sourcefile: `${name}-part.ts`,
          },
          ...BLOCK,
          jsx: "automatic",
          outdir: join(o.dir, "out"),
          define: { "process.env.NODE_ENV": '"production"' },
          plugins: [sharedFromPage(o.root, o.shared)],
        });
        const js = out.outputFiles.find((f) => f.path.endsWith(".js"))?.text ?? "";
        const css = out.outputFiles.find((f) => f.path.endsWith(".css"))?.text ?? "";
        tags.push(inertBlock(`clue-${name}`, js));
        if (css) tags.push({ tag: "style", children: css, injectTo: "head" as const });
      }
      return tags;
    },
  };
}
