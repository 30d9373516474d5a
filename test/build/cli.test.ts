// `clue-compile build` and `new --from <id>` as a user runs them: the files, exit codes, the same
// diagnostics as `check`, identical bytes on a second run, and --watch keeping the last good output.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { readEdition } from "../../compiler/files";
import { ROOT } from "../editions";

const CLI = join(ROOT, "bin/clue-compile.js");
const TEMPLATE = join(ROOT, "test/build/template/index.html");
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
const temp = (name: string) => mkdtempSync(join(tmpdir(), `clue-${name}-`));
/** The errors `check` would print for an edition, found in process (`check`'s own exits are test/compiler/cli.test.ts's). */
const errors = (path: string) => compile(readEdition(path)).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code}: ${d.message}`);
const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir).sort().map((f) => [f, readFileSync(join(dir, f), "utf8")]));

describe("clue-compile build", () => {
  /** Classic and The Office built into one folder, made by the first test that asks (a build is about a second of CPU). */
  let many: string | undefined;
  const manyBuilt = () => {
    if (many) return many;
    const out = temp("many");
    const r = run("build", "variants/classic", "variants/the-office", "--out", out, "--player", TEMPLATE);
    expect(r.status, r.stderr).toBe(0);
    return (many = out);
  };

  it("writes the four files, and the same bytes again on a second run", () => {
    // The second run builds classic alone into the folder the first built it in, beside The Office.
    const out = join(manyBuilt(), "classic");
    expect(readdirSync(out).sort()).toEqual(["board.svg", "edition.json", "edition.ts", "index.html"]);
    const before = snapshot(out);
    const second = run("build", "variants/classic", "--out", out, "--player", TEMPLATE);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("(unchanged)");
    expect(snapshot(out)).toEqual(before);
  });

  /** A build of Tower of Terror, made by the first test that asks (a build is about a second of CPU). */
  let tower: string | undefined;
  const towerBuilt = (out = temp("tower")) => {
    expect(run("build", "variants/tower-of-terror", "--out", out, "--player", TEMPLATE).status).toBe(0);
    return (tower ??= out);
  };

  it("gives the same bytes whether the sanitized art comes from jsdom or from the art cache", () => {
    rmSync(join(ROOT, "build/art-cache"), { recursive: true, force: true });
    const [a, b] = [temp("art-a"), temp("art-b")];
    towerBuilt(a);
    expect(readdirSync(join(ROOT, "build/art-cache")).length).toBe(1);
    towerBuilt(b);
    expect(snapshot(b)).toEqual(snapshot(a));
    expect(snapshot(a)["board.svg"]).toContain('id="art-sky"');
  });

  it("bakes how an edition differs from classic into edition.json and the page, for the rules panel", () => {
    const out = tower ?? towerBuilt();
    const json = JSON.parse(readFileSync(join(out, "edition.json"), "utf8"));
    expect(json.differences.from).toBe("classic");
    expect(json.differences.text.en.join(" ")).toContain("Minnie Mouse takes the place of Miss Scarlett, Donald Duck");
    expect(json.differences.text.ja.length).toBe(json.differences.text.en.length);
    expect(readFileSync(join(out, "index.html"), "utf8")).toContain("Minnie Mouse takes the place of Miss Scarlett, Donald Duck");
  });

  it("builds several editions into --out/<id>/", () => {
    expect(readdirSync(manyBuilt()).sort()).toEqual(["classic", "the-office"]);
  });

  it("stops with exit 1 and exactly check's diagnostics for a broken edition, writing nothing", () => {
    const out = join(temp("broken"), "out");
    const broken = "test/fixtures/invalid/DOOR_NOT_ON_ROOM_EDGE.yaml";
    const r = run("build", broken, "--out", out, "--player", TEMPLATE);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(run("check", broken).stdout);
    expect(r.stdout).toContain("error[DOOR_NOT_ON_ROOM_EDGE]");
    expect(existsSync(out)).toBe(false);
  });

  it("exits 2 for a path that is not there", () => {
    const r = run("build", "variants/no-such-edition", "--player", TEMPLATE);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("no such file or folder");
  });

  it("--watch rebuilds on save, and after a broken save prints diagnostics and keeps the last good output", async () => {
    const src = temp("watch");
    const out = join(src, "out");
    const file = join(src, "edition.yaml");
    const good = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8");
    writeFileSync(file, good);
    const child = spawn(process.execPath, [CLI, "build", file, "--out", out, "--player", TEMPLATE, "--watch"], { env: { ...process.env, NO_COLOR: "1" } });
    let stdout = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    const until = async (test: () => boolean, what: string) => {
      for (let i = 0; i < 300 && !test(); i++) await new Promise((r) => setTimeout(r, 50));
      if (!test()) throw new Error(`timed out waiting for ${what}; output so far:\n${stdout}`);
    };
    try {
      await until(() => stdout.includes("✓"), "the first build");
      const name = () => (JSON.parse(readFileSync(join(out, "edition.json"), "utf8")) as { edition: { name: string } }).edition.name;
      expect(name()).toBe("Mini");
      let mark = stdout.length;
      writeFileSync(file, good.replace("name: Mini", "name: Mini Two"));
      await until(() => name() === "Mini Two" && stdout.slice(mark).includes("✓"), "the rebuild after a save");
      const lastGood = snapshot(out);
      mark = stdout.length;
      writeFileSync(file, good.replace("name: Mini", "name: Mini Three").replace("{ at: [5, 2], front: [4, 2] }", "{ at: [4, 1], front: [4, 2] }"));
      await until(() => stdout.slice(mark).includes("error[DOOR_NOT_ON_ROOM_EDGE]"), "the diagnostics of the broken save");
      expect(snapshot(out)).toEqual(lastGood);
      mark = stdout.length;
      // Saved the way editors do: a temporary file renamed over the edition, twice.
      for (const n of ["Four", "Five"]) {
        writeFileSync(`${file}.tmp`, good.replace("name: Mini", `name: Mini ${n}`));
        renameSync(`${file}.tmp`, file);
        await until(() => name() === `Mini ${n}`, `the rebuild after the save by rename (${n})`);
      }
    } finally {
      child.kill();
    }
  });
});

describe("the CLI bundle", () => {
  /** The text of build/<name> and of every chunk it imports, statically or (with `lazy`) by import() too. */
  const loaded = (name: string, lazy: boolean, seen = new Set<string>()): string => {
    if (seen.has(name)) return "";
    seen.add(name);
    const text = readFileSync(join(ROOT, "build", name), "utf8");
    const chunks = [...text.matchAll(/^import [^;]*?from "\.\/([^"]+)";|^import "\.\/([^"]+)";/gm)].map((m) => m[1] ?? m[2]);
    if (lazy) chunks.push(...[...text.matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => m[1]));
    return [text, ...chunks.map((c) => loaded(c as string, lazy, seen))].join("\n");
  };

  it("loads ts-morph, jsdom, DOMPurify and Vite only when build asks for them, and pdf-lib when print does, so check stays light", () => {
    expect(run("check", "variants/classic").status).toBe(0);
    // What every run loads: the entry and the chunks it imports statically.
    const start = loaded("cli.mjs", false);
    for (const heavy of ["ts-morph", "typescript", "jsdom", "dompurify", "vite", "pdf-lib", "@pdf-lib/fontkit"]) {
      expect(start, heavy).not.toMatch(new RegExp(`^import [^;]*from "${heavy}";`, "m"));
      // esbuild names each bundled file in a comment (its path from the project, node_modules/ among it).
      expect(start, heavy).not.toMatch(new RegExp(`^// (.*/)?node_modules/${heavy}/`, "m"));
    }
    expect(start).not.toMatch(/import\("jsdom"\)/);
    // Reached from it by import(): the command that needs them loads them.
    const all = loaded("cli.mjs", true);
    expect(all).toMatch(/import\("jsdom"\)/);
    expect(all).toMatch(/^\/\/ (.*\/)?node_modules\/pdf-lib\//m);
  });
});

describe("clue-compile new --from <id>", () => {
  it("starts from a shipped edition by id, with a modeline that finds the schema from the new folder", () => {
    const dir = temp("new");
    const r = run("new", "my-mansion", "--from", "classic", "--dir", dir);
    expect(r.status, r.stderr).toBe(0);
    const text = readFileSync(join(dir, "my-mansion", "edition.yaml"), "utf8");
    const schema = /^# yaml-language-server: \$schema=(.*)$/m.exec(text)?.[1] ?? "";
    expect(existsSync(join(dir, "my-mansion", schema))).toBe(true);
    expect(text).toMatch(/^id: my-mansion$/m);
    expect(errors(join(dir, "my-mansion"))).toEqual([]);
  });

  it("says which ids exist when the id is unknown", () => {
    const r = run("new", "x", "--from", "no-such-one", "--dir", temp("new2"));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("classic, tower-of-terror, the-office");
  });

  it("copies an edition that has board art with its art folder", () => {
    const dir = temp("new3");
    cpSync(join(ROOT, "variants/tower-of-terror"), join(dir, "tot"), { recursive: true });
    const r = run("new", "copy", "--from", join(dir, "tot"), "--dir", dir);
    expect(r.status, r.stderr).toBe(0);
    expect(errors(join(dir, "copy"))).toEqual([]);
  });
});
