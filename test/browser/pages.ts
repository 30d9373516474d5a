// A built page (the one-file player, the editor) made once per state of the sources, not once per test
// file: the build's folder is kept under node_modules/.cache keyed by a hash of every source file and of
// the builder itself, and each worker process gets a copy of its own, which the files it runs share (a
// test may write files beside its page, under names of its own; one address for the page lets a file open
// it in the page the file before left, its script compiled already: ./fresh).
// Any change to a source gives another key, so a page is never older than the tree it is tested with.
// Tests are not sources of a page: test/ and the *.test.ts(x) files are left out of the key, so editing a
// test does not cost a build of each page (some 5 s of CPU for the player and the editor together).
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROOT } from "../editions";

const CACHE = join(ROOT, "node_modules/.cache/clue-kit/pages");
const SKIP = new Set(["node_modules", ".git", "build", "dist"]);
const TEST = /\.test\.tsx?$/;
// What a page can be made of beyond the tree: the installed packages.
const ALSO = ["node_modules/.package-lock.json"];

function hashTree(hash: ReturnType<typeof createHash>, dir: string, rel: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (SKIP.has(entry.name) || TEST.test(entry.name) || (!rel && entry.name === "test")) continue;
    const path = join(dir, entry.name);
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) hashTree(hash, path, name);
    else if (entry.isFile()) hash.update(`${name}\0`).update(readFileSync(path)).update("\0");
  }
}

function key(build: () => Promise<string>): string {
  const hash = createHash("sha256").update(`${build.name}\0${build.toString()}\0`);
  hashTree(hash, ROOT, "");
  for (const f of ALSO) if (existsSync(join(ROOT, f))) hash.update(`${f}\0`).update(readFileSync(join(ROOT, f)));
  return `${build.name || "page"}-${hash.digest("hex").slice(0, 24)}`;
}

// This worker's copy of each page, by key.
const copies = new Map<string, string>();

/** `build()`'s page (a file:// URL of an index.html), from the cache when the sources are unchanged. */
export async function cachedPage(build: () => Promise<string>): Promise<string> {
  const k = key(build);
  const copy = copies.get(k);
  if (copy && existsSync(fileURLToPath(copy))) return copy;
  const kept = join(CACHE, k);
  if (!existsSync(join(kept, "index.html"))) {
    const built = dirname(fileURLToPath(await build()));
    // Copied in under another name, then renamed: a test file starting at the same moment in the other
    // worker never sees half a folder (when both built, the first rename wins and the other copy goes).
    mkdirSync(CACHE, { recursive: true });
    const tmp = `${kept}.${process.pid}.tmp`;
    cpSync(built, tmp, { recursive: true });
    try {
      renameSync(tmp, kept);
    } catch {
      rmSync(tmp, { recursive: true, force: true });
    }
    // Pages of older trees go, once no run can still be copying them.
    for (const old of readdirSync(CACHE))
      if (old !== k && old.startsWith(`${build.name}-`) && Date.now() - statSync(join(CACHE, old)).mtimeMs > 3_600_000)
        rmSync(join(CACHE, old), { recursive: true, force: true });
  }
  const out = mkdtempSync(join(tmpdir(), `clue-${build.name || "page"}-`));
  cpSync(kept, out, { recursive: true });
  const url = pathToFileURL(join(out, "index.html")).href;
  copies.set(k, url);
  return url;
}
