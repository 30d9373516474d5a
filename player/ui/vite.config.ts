// The player as ONE self-contained file, build/player/index.html: every script and style inlined, the
// bot Worker inlined as a blob, no request at run time (it plays from file:// under a CSP without eval).
// `clue-compile build` bakes an edition into the `#clue-edition` script of this file.
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig, type UserConfig } from "vite";
import { viteSingleFile } from "vite-plugin-singlefile";
import { bakeHtml } from "../../compiler/emit/html.ts";
import { apart } from "../../tools/vite/apart.ts";
import { japaneseFontFaces } from "../../tools/vite/japanese-font.ts";
import { pagePolicy } from "../../tools/vite/page-policy.ts";
import { deductionInWorker, japaneseApart, workerInline } from "../../tools/vite/worker-inline.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

// The Japanese font is cut to the characters of the player's messages and of the built-in editions.
const japaneseFontCss = createRequire(import.meta.url).resolve("@fontsource/noto-sans-jp/400.css");

export default defineConfig(({ command }) => {
  // A build is always React's production build, also when a test runner (NODE_ENV=test) starts it: the
  // React plugin picks the development JSX runtime from NODE_ENV, and the page would not run.
  if (command === "build") process.env.NODE_ENV = "production";
  return config(command === "build");
});

const config = (build: boolean): UserConfig => ({
  root,
  ...(build && { mode: "production", define: { "process.env.NODE_ENV": JSON.stringify("production") } }),
  base: "./",
  // The Worker is a classic script (Chromium refuses module Workers from blob: URLs in a file:// page),
  // kept out of the page's own script by workerInline.
  plugins: [
    react(),
    viteSingleFile({ removeViteModuleLoader: true }),
    workerInline(fileURLToPath(new URL("./worker/bot.worker.ts", import.meta.url))),
    deductionInWorker(fileURLToPath(new URL("./worker/notebook-stub.ts", import.meta.url))),
    japaneseApart(fileURLToPath(new URL("./i18n", import.meta.url))),
    japaneseFontFaces(japaneseFontCss, [root, fileURLToPath(new URL("../../variants", import.meta.url))]),
    apart({
      dir: fileURLToPath(new URL("./apart", import.meta.url)),
      root: fileURLToPath(new URL("../..", import.meta.url)),
      runner: fileURLToPath(new URL("./apart/run.ts", import.meta.url)),
      shared: [
        "player/ui/i18n/context",
        "player/ui/i18n/edition-context",
        "player/ui/i18n/japanese",
        "player/ui/worker/compile-service",
        "player/ui/game/GameScreen",
        "player/ui/worker/bot-runner",
      ],
    }),
    // Last: the policy of the finished page, the one `clue-compile build` bakes an edition under.
    pagePolicy((html) => bakeHtml(html, null)),
  ],
  server: { fs: { allow: [fileURLToPath(new URL("../..", import.meta.url))] } },
  build: {
    outDir: fileURLToPath(new URL("../../build/player", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: false,
    modulePreload: false,
  },
});
