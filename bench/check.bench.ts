// checkWarmMs: load -> validate -> normalize -> derive -> check of classic, in a warm process (the editor
// checks on every keystroke, so the goal is one frame). checkColdMs: `clue-compile check` on the three
// shipped editions as a whole new process, as a designer runs it.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compile } from "../compiler/compile";
import { ROOT } from "../test/editions";
import { summarize } from "./stats";

export async function run(): Promise<Record<string, unknown>> {
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
  return { checkWarmMs: summarize(warm), checkColdMs: summarize(cold, 1) };
}
