// The `clue-compile` command as a user runs it: exit codes, both output formats, explain and new.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { readEdition } from "../../compiler/files";
import { ROOT } from "../editions";

const CLI = join(ROOT, "bin/clue-compile.js");
const run = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });

/** One run for several tests: each looks only at what its own file drew (a run of the CLI is about 0.2 s of CPU). */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const UNKNOWN_KEY = "test/fixtures/invalid/SCHEMA_UNKNOWN_KEY.yaml";
const CYCLE = "test/fixtures/invalid/EXTENDS_CYCLE";
const DOOR = "test/fixtures/invalid/DOOR_NOT_ON_ROOM_EDGE.yaml";
const UNREACHABLE = "test/fixtures/invalid/ACCUSATION_ROOM_UNREACHABLE.yaml";
const textCheck = once(() => run("check", UNKNOWN_KEY, CYCLE));
const jsonCheck = once(() => run("check", DOOR, UNREACHABLE, "--format", "json"));
type JsonDiagnostic = Record<string, unknown> & { file: string; line: number; column: number };
const jsonOf = (file: string) =>
  (JSON.parse(jsonCheck().stdout) as { diagnostics: JsonDiagnostic[] }).diagnostics.filter((d) => d.file === file);

describe("clue-compile", () => {
  it("check passes the three shipped editions with exit 0", () => {
    const r = run("check", "variants/classic", "variants/tower-of-terror", "variants/the-office");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("0 errors, 0 warnings");
  });

  it("check prints file:line:col: error[CODE], a code frame and help, without colour under NO_COLOR", () => {
    const r = textCheck();
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      "test/fixtures/invalid/SCHEMA_UNKNOWN_KEY.yaml:8:1: error[SCHEMA_UNKNOWN_KEY]: unknown key `player`",
    );
    expect(r.stdout).toMatch(/> 8 \| player: \{ min: 2 \}\n\s+\| \^{6}/);
    expect(r.stdout).toContain("help: did you mean `players`?");
    expect(r.stdout).not.toMatch(/\u001b\[/);
  });

  it("check --format json prints one object with 1-based positions and a JSON pointer", () => {
    const r = jsonCheck();
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as { ok: boolean };
    expect(out.ok).toBe(false);
    const [first] = jsonOf(DOOR);
    expect(first).toMatchObject({
      code: "DOOR_NOT_ON_ROOM_EDGE",
      severity: "error",
      file: "test/fixtures/invalid/DOOR_NOT_ON_ROOM_EDGE.yaml",
      line: 32,
      column: 13,
      endLine: 32,
      endColumn: 19,
      path: "/board/doors/2/at",
    });
    expect(first?.help).toBeTruthy();
  });

  it("reports all of a file's diagnostics in one run, sorted by position", () => {
    const ds = jsonOf(UNREACHABLE);
    expect(ds.length).toBeGreaterThan(1);
    const keys = ds.map((d) => d.line * 1000 + d.column);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it("exits 2 for unreadable input and for bad usage", () => {
    expect(run("check", "no/such/edition").status).toBe(2);
    expect(run("check", "test/fixtures/invalid/FILE_UNREADABLE", "--format", "json").stdout).toContain(
      '"FILE_UNREADABLE"',
    );
    expect(run("chekc", "variants/classic").status).toBe(2);
    expect(run("check", "variants/classic", "--format", "xml").status).toBe(2);
  });

  it("inspect --json prints the compiled facts", () => {
    const r = run("inspect", "variants/the-office", "--json");
    expect(r.status).toBe(0);
    const facts = JSON.parse(r.stdout) as Record<string, unknown> & {
      counts: Record<string, number>;
      rooms: { id: string; card: boolean }[];
      dice: unknown[];
    };
    expect(Object.keys(facts)).toEqual(
      expect.arrayContaining([
        "id",
        "name",
        "format",
        "counts",
        "suspects",
        "weapons",
        "rooms",
        "passages",
        "dice",
        "rules",
        "distances",
      ]),
    );
    expect(facts.counts.cards).toBe(6 + 9 + 9);
    expect(facts.rooms.find((r) => r.id === "sales")?.card).toBe(false);
    expect(facts.dice).toEqual([
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, "?"],
    ]);
  });

  it("inspect --json of an extending edition shows its chain, its resolved rules and what differs from classic", () => {
    const r = run("inspect", "variants/tower-of-terror", "--json");
    expect(r.status).toBe(0);
    const facts = JSON.parse(r.stdout) as {
      extends: { id: string }[];
      rules: { movement: { mode: string } };
      differences: { from: string; text: { en: string[]; ja: string[] } };
    };
    expect(facts.extends.map((e) => e.id)).toEqual(["classic"]);
    expect(facts.rules.movement.mode).toBe("exact");
    expect(facts.differences.from).toBe("classic");
    expect(facts.differences.text.ja.length).toBe(facts.differences.text.en.length);
  });

  it("diff prints how one edition differs from another in the second's terms, or as JSON", () => {
    const r = run("diff", "variants/classic", "variants/tower-of-terror");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("- Minnie Mouse takes the place of Miss Scarlett, Donald Duck of Colonel Mustard");
    const same = run("diff", "variants/classic", "variants/classic");
    expect(same.stdout).toContain("plays as Clue does");
    const json = JSON.parse(run("diff", "variants/classic", "test/fixtures/valid/reskin.yaml", "--json").stdout) as {
      items: { kind: string }[];
    };
    expect(json.items.map((i) => i.kind)).toContain("removed");
    const broken = run("diff", "variants/classic", "test/fixtures/invalid/EXTENDS_CYCLE");
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain("EXTENDS_CYCLE");
  });

  it("check shows a problem of the parent with the parent's code frame", () => {
    const r = textCheck();
    expect(r.stdout).toContain("test/fixtures/invalid/EXTENDS_CYCLE/middle.yaml:4:10: error[EXTENDS_CYCLE]");
    expect(r.stdout).toContain("> 4 | extends: ./edition.yaml");
  });

  it("inspect of a broken edition prints its errors and exits 1", () => {
    const r = run("inspect", "test/fixtures/invalid/GRID_RAGGED.yaml", "--json");
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("GRID_RAGGED");
  });

  it("explain prints a code's paragraph, and suggests for a typo", () => {
    const r = run("explain", "GRID_RAGGED");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Every row of the grid must be as wide");
    const typo = run("explain", "GRID_RAGED");
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain("did you mean `GRID_RAGGED`");
  });

  it("new copies an edition under a new id that checks clean", () => {
    const dir = mkdtempSync(join(tmpdir(), "clue-new-"));
    const r = run("new", "haunted-house", "--from", "variants/tower-of-terror", "--dir", dir);
    expect(r.status).toBe(0);
    const file = join(dir, "haunted-house", "edition.yaml");
    expect(readFileSync(file, "utf8")).toMatch(/^id: haunted-house$/m);
    expect(existsSync(join(dir, "haunted-house", "locales", "ja.yaml"))).toBe(true);
    expect(compile(readEdition(file)).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(run("new", "Bad Id", "--dir", dir).status).toBe(2);
    expect(run("new", "haunted-house", "--dir", dir).status).toBe(2);
  });
});
