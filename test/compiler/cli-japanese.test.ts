// `clue-compile` in Japanese as a user runs it: `check --lang ja` over every broken fixture says every
// message and help line in Japanese (same codes, same places), LANG=ja_JP.UTF-8 does the same without the
// option, LC_ALL=C wins over it, and `explain` and the summary line follow; so do `simulate`, the commands
// that write files and Commander's own refusals.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../editions";
import { QUICK } from "../quick";
import { notJapanese } from "./japanese-words";

const CLI = join(ROOT, "bin/clue-compile.js");
const TEMPLATE = join(ROOT, "test/build/template/index.html");
const BASE = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !["LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"].includes(k)),
);
const run = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: "utf8", env: { ...BASE, NO_COLOR: "1", ...env } });

/** One run for several tests: each looks only at what it needs. */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const FIXTURES = readdirSync(join(ROOT, "test/fixtures/invalid"))
  .sort()
  .map((f) => `test/fixtures/invalid/${f}`);
interface Json {
  diagnostics: { code: string; file: string; line: number; column: number; message: string; help?: string }[];
}
const check = (files: string[], env: Record<string, string>, ...lang: string[]) =>
  JSON.parse(run(env, "check", ...files, "--format", "json", ...lang).stdout) as Json;
const ja = once(() => check(FIXTURES, {}, "--lang", "ja"));
const en = once(() => check(FIXTURES, {}, "--lang", "en"));
// Which language the environment picks is one choice for the whole run: the quick tier asks it over every
// eighth fixture (8 of 63), `npm test` over all of them, each against --lang's run.
const BY_ENV = QUICK ? FIXTURES.filter((_, i) => i % 8 === 0) : FIXTURES;
const ofFiles = (j: Json) =>
  j.diagnostics.filter((d) => BY_ENV.some((f) => f.endsWith(d.file) || d.file.startsWith(f)));
const byEnv = once(() => check(BY_ENV, { LANG: "ja_JP.UTF-8" }));
const cOverrides = once(() => check(BY_ENV, { LANG: "ja_JP.UTF-8", LC_ALL: "C" }));
const place = (d: Json["diagnostics"][number]) => [d.code, d.file, d.line, d.column];

describe("check --lang ja", () => {
  it("reports every fixture, with the codes and places of English", () => {
    expect(ja().diagnostics.map(place)).toEqual(en().diagnostics.map(place));
    for (const f of FIXTURES) {
      const code = f.replace(/^.*\//, "").replace(/\.yaml$/, "");
      expect(
        ja().diagnostics.map((d) => d.code),
        f,
      ).toContain(code);
    }
  });

  it.each(FIXTURES)("%s: every message and help line is Japanese", (fixture) => {
    const mine = ja().diagnostics.filter((d) => fixture.endsWith(d.file) || d.file.startsWith(fixture));
    expect(mine.length).toBeGreaterThan(0);
    for (const d of mine) {
      expect(notJapanese(d.message), d.code).toBeUndefined();
      expect(notJapanese(d.help ?? ""), d.code).toBeUndefined();
    }
  });

  it("prints the summary in Japanese", () => {
    const r = run({}, "check", "--lang", "ja", "test/fixtures/invalid/SHARED_COLOR.yaml");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("warning[SHARED_COLOR]: `blue` の色 #CC0000 は `red` と同じです");
    expect(r.stdout).toContain("エラー 0 件、警告 1 件");
  });
});

describe("the environment's language", () => {
  it("LANG=ja_JP.UTF-8 gives Japanese without --lang", () => {
    expect(byEnv().diagnostics.length).toBeGreaterThan(0);
    expect(byEnv().diagnostics).toEqual(ofFiles(ja()));
  });

  it("LC_ALL=C wins over LANG, as it does for every program", () => {
    expect(cOverrides().diagnostics.length).toBeGreaterThan(0);
    expect(cOverrides().diagnostics).toEqual(ofFiles(en()));
  });

  it("explain speaks it too, and --lang wins over it", () => {
    const r = run({ LANG: "ja_JP.UTF-8" }, "explain", "NAME_CONFUSABLE");
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("NAME_CONFUSABLE（警告）：別の文字体系で同じに見える名前");
    expect(notJapanese(r.stdout)).toBeUndefined();
    expect(run({ LANG: "ja_JP.UTF-8" }, "explain", "NAME_CONFUSABLE", "--lang", "en").stdout).toMatch(
      /^NAME_CONFUSABLE \(warning\): Names that look alike/,
    );
  });

  it("build says an edition's problems in it too", () => {
    const r = run(
      { LANG: "ja_JP.UTF-8" },
      "build",
      "test/fixtures/invalid/START_SHARED.yaml",
      "--out",
      "/nonexistent/x",
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("error[START_SHARED]: `green` のスタート [3, 8] は `blue` のスタートと同じです");
    expect(r.stdout).toContain("エラー 1 件、警告 0 件");
  });
});

describe("simulate in Japanese", () => {
  const lines = (text: string) => text.split("\n").filter((l) => l.trim() !== "");
  // One level for every seat: a list of level ids ("hard,medium,medium") reads as English words to the check.
  const games = ["simulate", "variants/classic", "--games", "3", "--seed", "1", "--bots", "medium"];

  it("prints its summary in Japanese with --lang ja, and from LANG without it", () => {
    const ja = run({}, ...games, "--lang", "ja");
    expect(ja.status).toBe(0);
    expect(lines(ja.stdout)).toHaveLength(6);
    for (const line of lines(ja.stdout)) expect(notJapanese(line), line).toBeUndefined();
    expect(ja.stdout).toContain("席ごとの勝利：席 1：");
    expect(
      run({ LANG: "ja_JP.UTF-8" }, ...games)
        .stdout.split("\n")
        .slice(0, 5),
    ).toEqual(ja.stdout.split("\n").slice(0, 5));
    expect(run({}, ...games).stdout).toMatch(/^classic: 3 games, 4 players, bots medium, seed 1\nwins by seat: 1: /);
  });

  it.each([
    ["a count that is not a number", ["--games", "2x"], "--games には 1 以上の整数"],
    ["a level that does not exist", ["--bots", "genius"], "ボットのレベル「genius」はありません"],
    ["too many seats", ["--players", "9"], "3〜6 人用です"],
    ["a report path that is a folder", ["--report", "test"], "はフォルダーです"],
  ])("refuses %s in Japanese", (_, args, said) => {
    const base = ["simulate", "variants/classic", "--games", "3", "--seed", "1"];
    // Later options win: the bad one replaces the base's.
    const r = run({}, ...base, ...args, "--lang", "ja");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(said);
    expect(notJapanese(r.stderr), r.stderr).toBeUndefined();
  });
});

describe("the commands that write files, in Japanese (LANG=ja_JP.UTF-8)", () => {
  const ja = (...args: string[]) => run({ LANG: "ja_JP.UTF-8" }, ...args);
  const said = (r: { stdout: string; stderr: string }) => `${r.stdout}${r.stderr}`.trim();
  const temp = (name: string) => mkdtempSync(join(tmpdir(), `clue-ja-${name}-`));

  it("build says what it wrote, and print and new what they made", () => {
    const out = temp("build");
    const built = ja("build", "test/fixtures/valid/mini.yaml", "--out", out, "--player", TEMPLATE);
    expect(built.status, built.stderr).toBe(0);
    expect(said(built)).toMatch(/^✓ .*：edition\.json, .*（.* を書き出しました）$/);
    expect(said(ja("build", "test/fixtures/valid/mini.yaml", "--out", out, "--player", TEMPLATE))).toMatch(
      /（変更なし）$/,
    );
    const pdf = join(out, "kit.pdf");
    const printed = ja("print", "test/fixtures/valid/mini.yaml", "--out", pdf);
    expect(printed.status, printed.stderr).toBe(0);
    expect(said(printed)).toMatch(/：\d+ ページ、\d+ KB$/);
    const made = ja("new", "my-edition", "--from", "test/fixtures/valid/mini.yaml", "--dir", out);
    expect(said(made)).toBe(`${join(out, "my-edition", "edition.yaml")} を作りました`);
  });

  it.each([
    ["new: an id that is not one", ["new", "Bad Id"], "ID に使えません"],
    ["new: an edition to copy that is nowhere", ["new", "x1", "--from", "nowhere", "--dir", tmpdir()], "ありません"],
    ["print: a folder for the file", ["print", "test/fixtures/valid/mini.yaml", "--out", tmpdir()], "はフォルダーです"],
    ["print: a language the edition lacks", ["print", "variants/classic", "--out", "x.pdf", "--lang", "fr"], "言語 fr"],
    ["serve: a port that is none", ["serve", "--port", "99999"], "0〜65535"],
    ["Commander: an unknown option", ["check", "--formt", "json"], "オプション --formt はありません"],
    ["Commander: a choice not offered", ["print", "variants/classic", "--paper", "b5"], "「b5」は使えません"],
    ["Commander: a missing argument", ["check"], "引数 edition を指定してください"],
  ])("%s", (_, args, part) => {
    const r = ja(...args);
    expect(r.status).toBe(2);
    expect(said(r)).toContain(part);
    // The program's name before a line is a name, not English.
    for (const line of said(r).split("\n"))
      expect(notJapanese(line.replace(/^clue-compile( serve)?: /, "")), line).toBeUndefined();
  });
});
