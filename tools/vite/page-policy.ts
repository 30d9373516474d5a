// The page's Content-Security-Policy, written by the build itself: the player built without an edition
// (build/player/index.html, which `npx vite build` gives and the start screen of three built-in editions
// runs from) carries the same policy as every page `clue-compile build` bakes from it. Runs last, on the
// finished one-file page (after vite-plugin-singlefile has inlined its script and styles), with the
// policy maker the config hands it (compiler/emit/html.ts's, which hashes the inline scripts and styles).
import type { Plugin } from "vite";

export function pagePolicy(withPolicy: (html: string) => string): Plugin {
  return {
    name: "clue-page-policy",
    apply: "build",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === "asset" && file.fileName.endsWith(".html") && typeof file.source === "string")
            file.source = withPolicy(file.source);
      },
    },
  };
}
