// checkWarmMs: load -> validate -> normalize -> derive -> check of classic, in a warm process (the editor
// checks on every keystroke, so the goal is one frame). checkColdMs: `clue-compile check` on the three
// shipped editions as a whole new process, as a designer runs it. checkBigMs and checkBigMb: the same
// command on the largest board the format accepts (a generated 200 x 200 board, test/big/board.ts): wall
// time and peak resident memory of the process (goals: 2 s and 300 MB).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_BOARD_SIDE } from "../schemas/limits";
import { compile } from "../compiler/compile";
import { bigBoard } from "../test/big/board";
import { ROOT } from "../test/editions";
import { summarize } from "./stats";

function checkBig(cli: string): { ms: ReturnType<typeof summarize>; mb: number } {
  const dir = mkdtempSync(join(tmpdir(), "clue-bench-big-"));
  writeFileSync(join(dir, "edition.yaml"), bigBoard(MAX_BOARD_SIDE, MAX_BOARD_SIDE));
  const times: number[] = [];
  let mb = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, ["--require", join(ROOT, "test/big/rss.cjs"), cli, "check", dir], {
      cwd: ROOT,
      encoding: "utf8",
    });
    times.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`check of the big board failed: ${r.stdout}${r.stderr}`);
    mb = Math.max(mb, Number(/maxRssKb=(\d+)/.exec(r.stderr)?.[1] ?? NaN) / 1024);
  }
  return { ms: summarize(times, 1), mb: Math.round(mb) };
}

export function run(): Record<string, unknown> {
  const text = readFileSync(join(ROOT, "variants/classic/edition.yaml"), "utf8");
  for (let i = 0; i < 100; i++) compile({ file: "edition.yaml", text });
  const warm: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = performance.now();
    const r = compile({ file: "edition.yaml", text });
    warm.push(performance.now() - t);
    if (!r.compiled) throw new Error("classic does not compile");
  }
  const cli = join(ROOT, "bin/clue-compile.js");
  const args = [cli, "check", "variants/classic", "variants/tower-of-terror", "variants/the-office"];
  spawnSync(process.execPath, args, { cwd: ROOT }); // builds the CLI bundle if it is stale
  const cold: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: ROOT });
    cold.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`check failed: ${r.stdout.toString()}`);
  }
  const big = checkBig(cli);
  return { checkWarmMs: summarize(warm), checkColdMs: summarize(cold, 1), checkBigMs: big.ms, checkBigMb: big.mb };
}
