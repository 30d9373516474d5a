// buildMs: `clue-compile build variants/classic` as a whole new process, as a designer runs it (the
// player page already built, as after the first build; median of five). bundleKb: the gzip size of the
// index.html it writes, the one file a friend is sent.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "../test/editions";

export function run(): Record<string, unknown> {
  const out = mkdtempSync(join(tmpdir(), "clue-bench-build-"));
  const args = [join(ROOT, "bin/clue-compile.js"), "build", "variants/classic", "--out", out];
  const warm = spawnSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" }); // builds the CLI bundle and the player page if stale
  if (warm.status !== 0) throw new Error(`build failed: ${warm.stdout}${warm.stderr}`);
  const real = !warm.stderr.includes("index.html is not written");
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: ROOT });
    times.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`build failed: ${r.stdout.toString()}`);
  }
  times.sort((a, b) => a - b);
  const bundle = real ? gzipSync(readFileSync(join(out, "index.html")), { level: 9 }).length / 1024 : null;
  return {
    buildMs: Number((times[2] ?? NaN).toFixed(1)),
    bundleKb: bundle === null ? null : Number(bundle.toFixed(1)),
  };
}
