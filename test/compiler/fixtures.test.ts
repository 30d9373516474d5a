// One broken edition per diagnostic code: each reports its code at the line its header names, and
// every code of the catalogue has a fixture.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE, CODES, isCode } from "../../compiler/catalogue";
import { CHECKS } from "../../compiler/checks";
import { compile } from "../../compiler/compile";
import { readEdition, UnreadableError } from "../../compiler/files";
import { ROOT } from "../editions";

const DIR = join(ROOT, "test/fixtures/invalid");

interface Expectation {
  code: string;
  line: number;
  file: string;
}

/** The `# expect: CODE line N` header of whichever file of the fixture carries it. */
function expectation(entry: string): Expectation {
  const path = join(DIR, entry);
  const files = statSync(path).isDirectory()
    ? readdirSync(path, { recursive: true, encoding: "utf8" })
        .map((f) => join(path, f))
        .filter((f) => statSync(f).isFile())
    : [path];
  for (const file of files) {
    const head = readFileSync(file).subarray(0, 200).toString("latin1");
    const m = /^# expect: ([A-Z_]+) line (\d+)/.exec(head);
    if (m) return { code: m[1] as string, line: Number(m[2]), file };
  }
  throw new Error(`${entry} has no "# expect: CODE line N" header`);
}

const entries = readdirSync(DIR).sort();

describe("invalid fixtures", () => {
  it("cover every code of the catalogue, one fixture each", () => {
    const names = entries.map((e) => e.replace(/\.yaml$/, ""));
    expect(names.filter((n) => !CODES.includes(n as never))).toEqual([]);
    expect(CODES.filter((c) => !names.includes(c))).toEqual([]);
  });

  it("name only catalogued codes in the checks' registry", () => {
    for (const check of CHECKS) for (const code of check.codes) expect(CODES).toContain(code);
  });

  for (const entry of entries) {
    it(`${entry} reports its code at its line`, () => {
      const want = expectation(entry);
      expect(entry.replace(/\.yaml$/, "")).toBe(want.code);
      if (want.code === "FILE_UNREADABLE") {
        expect(() => readEdition(join(DIR, entry), ROOT)).toThrow(UnreadableError);
        return;
      }
      const result = compile(readEdition(join(DIR, entry), ROOT));
      const error = isCode(want.code) && CATALOGUE[want.code].severity === "error";
      expect(result.compiled === undefined).toBe(error);
      const hits = result.diagnostics.filter((d) => d.code === want.code);
      expect(hits.length, JSON.stringify(result.diagnostics)).toBeGreaterThan(0);
      expect(hits.map((d) => d.line)).toContain(want.line);
      const file = hits.find((d) => d.line === want.line)?.file ?? "";
      expect(want.file.endsWith(file)).toBe(true);
      for (const d of result.diagnostics) {
        expect(d.message.length).toBeGreaterThan(10);
        expect(d.help, d.code).toBeTruthy();
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
      }
      expect(existsSync(want.file)).toBe(true);
    });
  }
});

describe("one run reports everything it can", () => {
  it("a shape error elsewhere does not hide a meaning error", () => {
    const text = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8")
      .replace("tagline: A test edition.", "tagline: A test edition.\nplayer: 3")
      .replace("{ at: [5, 2], front: [4, 2] }", "{ at: [4, 1], front: [4, 2] }")
      .replace("{ id: rope, name: Rope }", "{ id: rope, name: 7 }");
    const codes = compile({ file: "x.yaml", text }).diagnostics.map((d) => d.code);
    expect(codes).toEqual(expect.arrayContaining(["SCHEMA_UNKNOWN_KEY", "SCHEMA_WRONG_TYPE", "DOOR_NOT_ON_ROOM_EDGE"]));
  });

  it("checks that read badly shaped data wait until it is fixed", () => {
    const text = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8")
      .replace("{ at: [1, 2], front: [1, 3] }", "{ at: [1, 2], front: 13 }")
      .replace("{ at: [5, 2], front: [4, 2] }", "{ at: [4, 1], front: [4, 2] }");
    const codes = compile({ file: "x.yaml", text }).diagnostics.map((d) => d.code);
    expect(codes).toContain("SCHEMA_WRONG_TYPE");
    expect(codes).not.toContain("DOOR_NOT_ON_ROOM_EDGE");
  });
});
