// Issue 13 point 5: what a user of any command line expects.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { progressBar } from "../../player/simulate/progress";
import { ROOT } from "../editions";
import { quick } from "../quick";

const CLI = `${ROOT}bin/clue-compile.js`;
const run = (args: string[], timeout = 60_000) =>
  spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout,
    env: { ...process.env, NO_COLOR: "1" },
  });

describe("command-line conventions", () => {
  it("--version prints the package's version", () => {
    const r = run(["--version"]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(
      (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version,
    );
  });

  it("check --watch on a path that is not there exits 2 at once, without watching", () => {
    // Were it watching, the timeout would kill it: no status 2.
    const r = run(["check", "--watch", "variants/no-such-edition"], 15_000);
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(/FILE_UNREADABLE/);
  });

  it("checks the --report path before playing a game", () => {
    const missing = join(mkdtempSync(join(tmpdir(), "clue-conv-")), "no-folder", "report.html");
    // A million hard games would outlast the timeout by far: only a check made first can answer in time.
    const r = run(
      ["simulate", "variants/classic", "--games", "1000000", "--seed", "1", "--bots", "hard", "--report", missing],
      20_000,
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/does not exist/);
    const folder = run(
      ["simulate", "variants/classic", "--games", "1000000", "--seed", "1", "--report", tmpdir()],
      20_000,
    );
    expect(folder.status).toBe(2);
    expect(folder.stderr).toMatch(/is a folder/);
  });

  it("shows progress only on a terminal: nothing on a pipe, nothing with --json", () => {
    for (const json of [[], ["--json"]]) {
      // The bar draws at the first game already: one game shows a leak in the quick tier.
      const r = run(["simulate", "variants/classic", "--games", String(quick(3, 1)), "--seed", "1", ...json]);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe("");
    }
    const written: string[] = [];
    const bar = progressBar(4, { write: (s: string) => written.push(s) }, 8);
    for (let i = 0; i < 4; i++) bar.tick();
    bar.done();
    expect(written.some((w) => w.includes("[########] 4/4 games"))).toBe(true);
    expect(written.at(-1)).toBe("\r\u001b[2K");
  });

  it("marks the required options in the help", () => {
    const help = run(["simulate", "--help"]).stdout;
    expect(help).toMatch(/--games <n>.*\(required\)/);
    expect(help).toMatch(/--seed <s>.*\(required\)/);
    expect(help).not.toMatch(/--players <p>.*\(required\)/);
  });

  it("says how many more there are where one code's diagnostics are capped at 50", () => {
    const text = readFileSync(join(ROOT, "variants/classic/edition.yaml"), "utf8");
    const extra = Array.from({ length: 62 }, (_, i) => `extra-key-${i}: 1`).join("\n");
    const r = compile({ file: "edition.yaml", text: `${text}\n${extra}\n` });
    const codes = new Map<string, number>();
    for (const d of r.diagnostics) codes.set(d.code, (codes.get(d.code) ?? 0) + 1);
    const [code] = [...codes].find(([, n]) => n === 50) ?? [];
    expect(code).toBeDefined();
    const shown = r.diagnostics.filter((d) => d.code === code);
    expect(shown.filter((d) => /and 12 more like it/.test(d.message))).toHaveLength(1);
  });
});
