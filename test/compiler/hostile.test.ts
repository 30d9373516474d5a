// Hostile input never hurts: each kind is refused with a coded diagnostic (exit 1 from the CLI), nothing
// hangs or throws, and a long-lived `check --watch` survives re-reading them many times.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { ROOT } from "../editions";
import { QUICK, quick } from "../quick";

const CLI = join(ROOT, "bin/clue-compile.js");
const valid = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8");

/** Each hostile input and the code it must draw. */
export const HOSTILE: [name: string, input: string | Uint8Array, code: string][] = [
  ["empty file", "", "FILE_EMPTY"],
  ["only whitespace and comments", "  \n# nothing\n\n", "FILE_EMPTY"],
  ["binary (NUL bytes)", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), "FILE_BINARY"],
  ["control characters", "format: 1\u0007\n", "FILE_BINARY"],
  ["invalid UTF-8", new Uint8Array([0x66, 0x6f, 0x72, 0xff, 0xfe, 0x3a]), "FILE_ENCODING"],
  ["UTF-16 with a byte-order mark", new Uint8Array([0xff, 0xfe, 0x66, 0x00, 0x3a, 0x00]), "FILE_ENCODING"],
  ["over the size cap", "# x\n".repeat(300_000), "FILE_TOO_LARGE"],
  ["deep flow nesting", "a: " + "[".repeat(5000) + "]".repeat(5000), "YAML_TOO_DEEP"],
  ["deep block nesting", Array.from({ length: 400 }, (_, i) => " ".repeat(i) + "k:").join("\n"), "YAML_TOO_DEEP"],
  ["deep block sequences on one line", "a:\n  " + "- ".repeat(300) + "x", "YAML_TOO_DEEP"],
  [
    "alias bomb",
    "a: &a [x, x, x, x, x, x, x, x, x]\n" +
      "bcdefghij"
        .split("")
        .map(
          (k, i) =>
            `${k}: &${k} [${Array(9)
              .fill("*" + (i === 0 ? "a" : "bcdefghij"[i - 1]))
              .join(", ")}]`,
        )
        .join("\n"),
    "YAML_ALIAS_LIMIT",
  ],
  ["__proto__ key", valid.replace("tagline:", "__proto__: { polluted: true }\ntagline:"), "YAML_PROTO_KEY"],
  ["constructor key", valid.replace("tagline:", "constructor: { prototype: 1 }\ntagline:"), "YAML_PROTO_KEY"],
  [
    "code-running tag",
    valid.replace("tagline: A test edition.", "tagline: !!js/function 'function(){}'"),
    "YAML_UNKNOWN_TAG",
  ],
  ["local tag", valid.replace("tagline: A test edition.", "tagline: !include /etc/passwd"), "YAML_UNKNOWN_TAG"],
  ["a list at the root", "- 1\n- 2\n", "ROOT_NOT_MAPPING"],
  ["a string at the root", "just a string", "ROOT_NOT_MAPPING"],
  ["a number at the root", "42", "ROOT_NOT_MAPPING"],
  ["two documents", valid + "\n---\nformat: 1\n", "YAML_SYNTAX"],
  [
    "a name that looks like code",
    valid.replace("name: Mini", 'name: "<script>alert(1)</script>${process.exit(1)}"'),
    "OK",
  ],
];

describe("hostile input", () => {
  for (const [name, input, code] of HOSTILE)
    it(`${name} -> ${code}`, () => {
      const started = performance.now();
      const result = compile({ file: "hostile.yaml", text: input });
      expect(performance.now() - started).toBeLessThan(5000);
      if (code === "OK") {
        expect(result.diagnostics).toEqual([]);
        expect(result.compiled?.edition.name).toContain("<script>");
        expect(Object.prototype).not.toHaveProperty("polluted");
        return;
      }
      expect(result.compiled).toBeUndefined();
      expect(result.diagnostics.map((d) => d.code)).toContain(code);
      expect(Object.prototype).not.toHaveProperty("polluted");
    });

  it("the CLI answers each with exit 1, a code and no stack trace", () => {
    const dir = mkdtempSync(join(tmpdir(), "clue-hostile-"));
    const files = HOSTILE.filter(([, , code]) => code !== "OK").map(([, input, code], i) => {
      const file = join(dir, `h${i}.yaml`);
      writeFileSync(file, input);
      return { file, code };
    });
    const check = (paths: string[]) => {
      const r = spawnSync(process.execPath, [CLI, "check", ...paths, "--format", "json"], { encoding: "utf8" });
      expect(r.status, paths.join(" ")).toBe(1);
      expect(r.stderr).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
      const out = JSON.parse(r.stdout) as { ok: boolean; diagnostics: { code: string; file: string }[] };
      expect(out.ok).toBe(false);
      return out.diagnostics;
    };
    // The quick tier checks them all in one run of the CLI (about 0.2 s of CPU a run), each by its file.
    if (QUICK) {
      const said = check(files.map((f) => f.file));
      for (const { file, code } of files)
        expect(
          said.filter((d) => resolve(d.file) === file).map((d) => d.code),
          code,
        ).toContain(code);
    } else
      for (const { file, code } of files)
        expect(
          check([file]).map((d) => d.code),
          code,
        ).toContain(code);
  });

  it("a long-lived check --watch survives re-reading every hostile input many times", async () => {
    const dir = mkdtempSync(join(tmpdir(), "clue-watch-"));
    const file = join(dir, "edition.yaml");
    writeFileSync(file, valid);
    const child = spawn(process.execPath, [CLI, "check", dir, "--watch", "--format", "json"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (b: Buffer) => (out += b.toString()));
    child.stderr.on("data", (b: Buffer) => (err += b.toString()));
    const reports = () =>
      out
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as { ok: boolean; diagnostics: { code: string }[] });
    const waitFor = async (pred: () => boolean, ms = 5000) => {
      const until = Date.now() + ms;
      while (!pred() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return pred();
    };
    try {
      expect(await waitFor(() => reports().length >= 1)).toBe(true);
      // Three rounds; one in the quick tier.
      const rounds = quick(3, 1);
      for (let round = 0; round < rounds; round++)
        for (const [, input, code] of HOSTILE) {
          const before = reports().length;
          writeFileSync(file, input);
          expect(await waitFor(() => reports().length > before), `${code} round ${round}`).toBe(true);
          const last = reports().at(-1);
          if (code !== "OK") expect(last?.diagnostics.map((d) => d.code)).toContain(code);
        }
      const before = reports().length;
      writeFileSync(file, valid);
      expect(await waitFor(() => reports().length > before)).toBe(true);
      expect(reports().at(-1)?.ok).toBe(true);
      expect(child.exitCode).toBeNull();
      expect(err).not.toMatch(/internal error|\bat .*:\d+:\d+/);
    } finally {
      child.kill();
    }
  });
});
