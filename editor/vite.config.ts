// The editor as ONE self-contained file, build/editor/index.html: scripts, styles and the built-in
// editions inlined, nothing fetched at run time, so it works from file:// and from any host. The
// play-test's computer players run in the player's Worker, put in the page by the player's own plugin;
// big boards are checked in a Worker of the editor's own.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { viteSingleFile } from "vite-plugin-singlefile";
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
