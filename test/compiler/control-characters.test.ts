// Issue 13 point 4: an edition full of control characters (ESC, BEL, C1 CSI, a right-to-left override) in
// names, ids, colours, keys and its file name leaves no ESC byte, raw or as C1, on any output.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { escapeControls, jsonText, pictureControls } from "../../compiler/escape";
import { formatText } from "../../compiler/format";
import { reportHtml } from "../../player/simulate/report";
import { emptyTally, summarize } from "../../player/simulate/simulate";
import { loadEdition, ROOT } from "../editions";

const CLI = `${ROOT}bin/clue-compile.js`;
const run = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
const HOSTILE = "\u001b[2J\u001b]0;pwned\u0007\u009b31m\u202e";
const RAW = /[\u001b\u0007\u009b\u202e]/;
// The same characters as a quoted YAML string writes them (raw ones make the file binary: FILE_BINARY).
const YAML_HOSTILE = "\\e[2J\\e]0;pwned\\a\\x9b31m\\u202e";

function hostileEdition(): string {
  const dir = mkdtempSync(join(tmpdir(), `clue-ctl-${"\u001b[31m"}`));
  const text = readFileSync(join(ROOT, "test/fixtures/invalid/CONTROL_CHARACTER.yaml"), "utf8")
    .replace("name: Mini", `name: "Mini${YAML_HOSTILE}"`)
    .replace("id: red,", `id: "red${YAML_HOSTILE}",`)
    .replace('color: "#00aa00"', `color: "#00${YAML_HOSTILE}"`)
    .replace("tagline:", `"un${YAML_HOSTILE}known": 1\ntagline:`)
    .replace("name: Rope", `name: "Rope${YAML_HOSTILE}"`);
  const file = join(dir, "edition.yaml");
  writeFileSync(file, text);
  writeFileSync(join(dir, "raw.yaml"), text.replace("name: Knife", `name: Knife${HOSTILE}`));
  return file;
}

describe("control characters", () => {
  it("the escaping keeps every other character, and a code frame's columns", () => {
    expect(escapeControls(`a${HOSTILE}\n\tb`)).toBe("a\\x1b[2J\\x1b]0;pwned\\x07\\x9b31m\\u202e\n\tb");
    expect(pictureControls(HOSTILE)).toHaveLength(HOSTILE.length);
    expect(JSON.parse(jsonText({ s: HOSTILE }))).toEqual({ s: HOSTILE });
    expect(jsonText({ s: HOSTILE })).not.toMatch(RAW);
  });

  it("check (text and json), inspect and simulate print none of them raw, and refuse the edition", () => {
    const file = hostileEdition();
    const outputs = [
      run("check", file),
      run("check", file, "--format", "json"),
      run("inspect", file, "--json"),
      run("simulate", file, "--games", "2", "--seed", "1"),
      run("simulate", file, "--games", "2", "--seed", "1", "--json"),
      run("simulate", "variants/classic", "--games", "2", "--seed", "1", "--bots", `x${HOSTILE}`),
      run("check", `missing${HOSTILE}.yaml`),
      run("check", join(file, "..", "raw.yaml")),
    ];
    for (const r of outputs) {
      expect(r.stdout + r.stderr).not.toMatch(RAW);
      expect(r.status).not.toBe(0);
    }
    const json = JSON.parse(outputs[1]?.stdout ?? "") as { diagnostics: { code: string; line: number }[] };
    expect(json.diagnostics.filter((d) => d.code === "CONTROL_CHARACTER").length).toBeGreaterThanOrEqual(3);
    expect(outputs[0]?.stdout).toContain("\\x1b[2J");
  });

  it("the balance report escapes them too, for an edition that reached it some other way", () => {
    const compiled = loadEdition("classic");
    const edition = {
      ...compiled.edition,
      name: `Classic${HOSTILE}`,
      rooms: compiled.edition.rooms.map((r) => ({ ...r, name: `${r.name}${HOSTILE}` })),
    };
    const hostile = { ...compiled, edition };
    const o = { games: 1, seed: 1, players: 4, bots: ["random"] };
    const t = emptyTally(hostile, o);
    const html = reportHtml(hostile, summarize(hostile, o, t, 1), t, [`warning${HOSTILE}`]);
    expect(html).not.toMatch(RAW);
    expect(
      formatText(
        [
          {
            code: "DUPLICATE_ID",
            severity: "error",
            message: HOSTILE,
            file: "x",
            line: 1,
            column: 1,
            endLine: 1,
            endColumn: 2,
            path: "",
            help: HOSTILE,
          },
        ],
        [{ file: "x", text: HOSTILE } as never],
        true,
      ),
    ).not.toMatch(/\u001b\[2J|\u0007|\u009b|\u202e/);
  });
});
