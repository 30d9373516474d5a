// The editor as ONE self-contained file, build/editor/index.html: scripts, styles and the built-in
// editions inlined, nothing fetched at run time, so it works from file:// and from any host. The
// play-test's computer players run in the player's Worker, put in the page by the player's own plugin;
// big boards are checked in a Worker of the editor's own.
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { viteSingleFile } from "vite-plugin-singlefile";
import { japaneseFontFaces } from "../tools/vite/japanese-font.ts";
import { workerInline } from "../tools/vite/worker-inline.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "./",
  plugins: [
    react(),
    viteSingleFile({ removeViteModuleLoader: true }),
    workerInline(fileURLToPath(new URL("../player/ui/worker/bot.worker.ts", import.meta.url))),
    workerInline(fileURLToPath(new URL("./live/check.worker.ts", import.meta.url)), "clue-editor-worker"),
    // Japanese on a machine without a Japanese font: the editor's messages, the play-test's, the built-in editions'.
    japaneseFontFaces(createRequire(import.meta.url).resolve("@fontsource/noto-sans-jp/400.css"), [
      root,
      fileURLToPath(new URL("../player/ui", import.meta.url)),
      fileURLToPath(new URL("../variants", import.meta.url)),
    ]),
  ],
  server: { fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] } },
  build: {
    outDir: fileURLToPath(new URL("../build/editor", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: false,
    modulePreload: false,
  },
});
