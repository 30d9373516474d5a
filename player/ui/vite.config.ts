// The player as ONE self-contained file, build/player/index.html: every script and style inlined, the
// bot Worker inlined as a blob, no request at run time (it plays from file:// under a CSP without eval).
// `clue-compile build` bakes an edition into the `#clue-edition` script of this file.
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { viteSingleFile } from "vite-plugin-singlefile";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "./",
  plugins: [react(), viteSingleFile({ removeViteModuleLoader: true })],
  worker: { format: "es" },
  server: { fs: { allow: [fileURLToPath(new URL("../..", import.meta.url))] } },
  build: {
    outDir: fileURLToPath(new URL("../../build/player", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: false,
    modulePreload: false,
  },
});
