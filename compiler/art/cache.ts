// Sanitized art, kept by the hash of the file's bytes in build/art-cache/: sanitizing needs jsdom (about
// half a second to load), and art changes far less often than the edition beside it. An entry is used
// only when it is newer than the code that made it, so a change to the sanitizer empties the cache.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cleanArt, type ArtNode } from "../../edition/allowlist";

const CODE = fileURLToPath(import.meta.url);
// The bundle (build/cli.mjs) sits one folder below the project root, the source two.
const ROOT = CODE.endsWith(".ts") ? join(dirname(CODE), "..", "..") : join(dirname(CODE), "..");
const DIR = join(ROOT, "build", "art-cache");

/** When the sanitizer last changed: the CLI bundle, or (run from the sources) the newest file beside this one. */
function codeTime(): number {
  if (!CODE.endsWith(".ts")) return statSync(CODE).mtimeMs;
  const dir = dirname(CODE);
  return Math.max(...readdirSync(dir).map((f) => statSync(join(dir, f)).mtimeMs));
}

export async function cachedArt(
  bytes: Uint8Array,
  sanitize: (text: string) => Promise<{ tree: ArtNode } | { error: string }>,
): Promise<{ tree: ArtNode } | { error: string }> {
  const file = join(DIR, `${createHash("sha256").update(bytes).digest("hex")}.json`);
  try {
    if (existsSync(file) && statSync(file).mtimeMs > codeTime()) {
      // Read back through the allowlist: the cache is a file like any other.
      const tree = cleanArt(JSON.parse(readFileSync(file, "utf8")));
      if (tree) return { tree };
    }
  } catch {
    // An unreadable entry is made again.
  }
  const clean = await sanitize(new TextDecoder().decode(bytes));
  if ("tree" in clean) {
    mkdirSync(DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(clean.tree));
    renameSync(tmp, file);
  }
  return clean;
}
