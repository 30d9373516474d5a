#!/usr/bin/env node
// Runs the CLI from a bundle of the TypeScript sources, rebuilt (about 0.1 s) whenever a source is newer,
// so a fresh clone and an edited tree both work without a separate build step.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { enableCodeCache } from "./code-cache.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "build", "cli.mjs");

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) t = Math.max(t, newest(p));
    else if (/\.(ts|js|json)$/.test(entry.name) && !entry.name.endsWith(".test.ts"))
      t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

const sources = [
  "compiler",
  "edition",
  "schemas",
  "player/engine",
  "player/bots",
  "player/board",
  "player/simulate",
  "player/online",
]
  .map((d) => join(root, d))
  .filter(existsSync);
const stamp = Math.max(statSync(fileURLToPath(import.meta.url)).mtimeMs, ...sources.map(newest));
if (!existsSync(out) || stamp > statSync(out).mtimeMs) {
  const { buildSync } = await import("esbuild");
  const result = buildSync({
    // The game server is a bundle of its own, loaded by `serve` only, so no other command loads Colyseus.
    entryPoints: { cli: join(root, "compiler", "cli.ts"), online: join(root, "player", "online", "server.ts") },
    outdir: dirname(out),
    outExtension: { ".js": ".mjs" },
    write: false,
    bundle: true,
    // A command's own heavy modules (print's PDF library and fonts, build's emitters) go in chunks of their
    // own beside the entry, loaded at their command's import(): every run of the CLI compiles its whole
    // entry (V8 keeps no code cache for an ES module on Node 20), and print's pdf-lib and fontkit were
    // 2.4 MB of the 4.2.
    splitting: true,
    chunkNames: "[name]-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    // CommonJS dependencies (ajv) call require() for Node built-ins; give the ES module one.
    banner: { js: 'import { createRequire as __cr } from "node:module"; const require = __cr(import.meta.url);' },
    // Loaded by `build` only, and only from node_modules: bundling them would slow every other command.
    external: [
      "ts-morph",
      "typescript",
      "jsdom",
      "dompurify",
      "vite",
      "@vitejs/plugin-react",
      "vite-plugin-singlefile",
      "@colyseus/*",
      "ioredis",
      // Its HarfBuzz (WebAssembly) is read from beside its own file.
      "subset-font",
    ],
    logLevel: "error",
  });
  // Write then rename, so a second process starting at the same moment never reads half a file.
  mkdirSync(dirname(out), { recursive: true });
  // The server's bundle first: a CLI bundle newer than the sources is what says both are written.
  // Chunks are named by their content, so they go first, and a chunk an older entry imports stays as it was.
  for (const file of [...result.outputFiles].sort((a, b) => Number(a.path === out) - Number(b.path === out))) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    writeFileSync(tmp, file.contents);
    renameSync(tmp, file.path);
  }
  // Chunks of older builds go once no run can still be loading them.
  const written = new Set(result.outputFiles.map((f) => f.path));
  for (const name of readdirSync(dirname(out))) {
    const p = join(dirname(out), name);
    if (!/-[A-Z0-9]{8}\.mjs$/.test(name) || written.has(p)) continue;
    // Another run rebuilding at the same moment may have taken it already.
    const mtime = statSync(p, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime !== undefined && Date.now() - mtime > 3_600_000) rmSync(p, { force: true });
  }
}
enableCodeCache(join(root, "node_modules", ".cache", "clue-kit", "v8"));
await import(pathToFileURL(out).href);
