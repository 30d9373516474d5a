// printMs: `clue-compile print` of classic on A4 as a whole new process, as a designer runs it (goal
// 1,500 ms); printKb: that kit's size (goal 1,500 KB); printJaKb: Tower of Terror's kit in Japanese, with
// its subset of Noto Sans JP (goal 3,000 KB); printBigMs and printBigMb: the kit of the largest board the
// format accepts (a generated 200 x 200 board, test/big/board.ts), wall time and peak resident memory
// (goals 10 s and 500 MB).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_BOARD_SIDE } from "../schemas/limits";
import { bigBoard } from "../test/big/board";
import { ROOT } from "../test/editions";
import { summarize } from "./stats";

const CLI = join(ROOT, "bin/clue-compile.js");

function timed(args: string[], runs: number): { ms: number[]; mb: number } {
  const ms: number[] = [];
  let mb = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, ["--require", join(ROOT, "test/big/rss.cjs"), CLI, "print", ...args], {
      cwd: ROOT,
      encoding: "utf8",
    });
    ms.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`print failed: ${r.stdout}${r.stderr}`);
    mb = Math.max(mb, Number(/maxRssKb=(\d+)/.exec(r.stderr)?.[1] ?? NaN) / 1024);
  }
  return { ms, mb: Math.round(mb) };
}

export function run(): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), "clue-bench-print-"));
  const classic = join(dir, "classic.pdf");
  const ja = join(dir, "ja.pdf");
  spawnSync(process.execPath, [CLI, "check", "variants/classic"], { cwd: ROOT }); // builds the CLI bundle if stale
  const cold = timed(["variants/classic", "--out", classic], 7);
  timed(["variants/tower-of-terror", "--lang", "ja", "--out", ja], 1);
  const bigDir = join(dir, "big");
  mkdirSync(bigDir);
  writeFileSync(join(bigDir, "edition.yaml"), bigBoard(MAX_BOARD_SIDE, MAX_BOARD_SIDE));
  const big = timed([bigDir, "--out", join(dir, "big.pdf")], 3);
  return {
    printMs: summarize(cold.ms, 1),
    printKb: Math.round(statSync(classic).size / 1024),
    printJaKb: Math.round(statSync(ja).size / 1024),
    printBigMs: summarize(big.ms, 1),
    printBigMb: big.mb,
  };
}
