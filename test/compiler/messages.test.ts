// Issue 13 points 6 and 7: each message a designer meets for these mistakes, in our own words, once, at
// the line and column of the mistake, in both the text and the JSON output of `clue-compile check`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import type { Diagnostic } from "../../compiler/diagnostics";
import { readEdition } from "../../compiler/files";
import { ROOT } from "../editions";

const CLI = join(ROOT, "bin/clue-compile.js");
const MINI = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8");

/** Words of the libraries underneath (ajv, yaml) that a designer must never read. */
export const LIBRARY_WORDING =
  /must NOT|must match|must have required|please use|parseAllDocuments|YAML\.|tag:yaml\.org|Unresolved tag|Flow map|Flow sequence|Implicit map|Nested mappings|additionalProperties|should be|Source contains/;

function edit(pairs: [string, string][]): string {
  return pairs.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`mini.yaml has no ${JSON.stringify(from)}`);
    return text.replace(from, to);
  }, MINI);
}

/** 1-based line and column of the first occurrence of `marker` (or of `at` within it). */
function where(text: string, marker: string, at = ""): { line: number; column: number } {
  const offset = text.indexOf(marker) + (at ? marker.indexOf(at) : 0);
  if (offset < 0 || (at && marker.indexOf(at) < 0)) throw new Error(`no ${marker}`);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

interface Case {
  name: string;
  text: string;
  /** Every diagnostic the file must give, in order; nothing else. */
  want: {
    code: string;
    marker: string;
    at?: string;
    message: RegExp;
    help?: RegExp;
    severity?: "error" | "warning";
    path?: string;
  }[];
}

const tabGrid = edit([["    ...###...", "    ...#\t#..."]]);
const cases: Case[] = [
  {
    name: "multiple-documents",
    text: `${MINI}---\nid: second\n`,
    want: [
      {
        code: "YAML_SYNTAX",
        marker: "---\nid: second",
        message: /second YAML document/,
        help: /remove the `---` line/,
      },
    ],
  },
  {
    name: "js-function-tag",
    text: edit([["tagline: A test edition.", 'tagline: !!js/function "x"']]),
    want: [{ code: "YAML_UNKNOWN_TAG", marker: "!!js/function", message: /the tag `!!js\/function` is not allowed/ }],
  },
  {
    name: "empty-list",
    text: edit([
      [
        "weapons:\n  - { id: rope, name: Rope }\n  - { id: knife, name: Knife }\n  - { id: pipe, name: Pipe }",
        "weapons: []",
      ],
    ]),
    want: [
      { code: "SCHEMA_OUT_OF_RANGE", marker: "[]", message: /`weapons` is an empty list; it needs at least 1 entry/ },
    ],
  },
  {
    name: "missing-keys",
    text: edit([
      ["name: Mini\n", ""],
      ["players: { min: 2, max: 3 }\n", ""],
      ["rulesText: |\n  Find the three cards.\n", ""],
    ]),
    want: [
      {
        code: "SCHEMA_MISSING_KEY",
        marker: "format: 1",
        message: /lacks the required keys `name`, `players` and `rulesText`/,
        help: /add `name:`, `players:`, `rulesText:`/,
      },
    ],
  },
  {
    name: "misspelt-key",
    text: edit([["name: Mini", "nmae: Mini"]]),
    want: [
      { code: "SCHEMA_UNKNOWN_KEY", marker: "nmae", message: /unknown key `nmae`/, help: /did you mean `name`\?/ },
    ],
  },
  {
    name: "swapped-letters",
    text: edit([["name: Mini", "anme: Mini"]]),
    want: [
      { code: "SCHEMA_UNKNOWN_KEY", marker: "anme", message: /unknown key `anme`/, help: /did you mean `name`\?/ },
    ],
  },
  {
    name: "misspelt-kind",
    text: edit([["firstPlayer: { kind: suspect, suspect: red }", "firstPlayer: { knid: suspect, suspect: red }"]]),
    want: [
      {
        code: "SCHEMA_UNKNOWN_KEY",
        marker: "knid",
        message: /unknown key `knid` in `rules.firstPlayer`/,
        help: /did you mean `kind`\?/,
      },
    ],
  },
  {
    name: "duplicate-room-key",
    text: edit([["{ id: bath, name: Bath, key: b }", "{ id: bath, name: Bath, key: a }"]]),
    want: [
      {
        code: "DUPLICATE_ROOM_KEY",
        marker: "{ id: bath, name: Bath, key: a }",
        at: "a }",
        message: /`bath` has the key `a`, which already marks `attic`/,
        help: /give `bath` the key `b`: the grid has cells marked `b`/,
      },
    ],
  },
  {
    name: "tab-in-grid",
    text: tabGrid,
    want: [
      {
        code: "GRID_UNKNOWN_CHAR",
        marker: "#\t#",
        at: "\t",
        message: /^a tab at \[4, 4\] in the grid/,
        help: /replace the tab/,
      },
    ],
  },
  {
    name: "colour-unquoted-block",
    text: edit([
      [
        '  - { id: red, name: Red, color: "#cc0000", start: [3, 0] }',
        "  - id: red\n    name: Red\n    color: #cc0000\n    start: [3, 0]",
      ],
    ]),
    want: [
      {
        code: "COLOR_UNQUOTED",
        marker: "color: #cc0000",
        at: "#",
        message: /`color` is empty: YAML reads the unquoted `#cc0000` as a comment/,
        help: /color: "#cc0000"/,
        path: "/suspects/0/color",
      },
    ],
  },
  {
    name: "colour-unquoted-braces",
    text: edit([['color: "#cc0000"', "color: #cc0000"]]),
    want: [
      {
        code: "COLOR_UNQUOTED",
        marker: "color: #cc0000",
        at: "#",
        message: /unquoted `#cc0000` and the rest of this line as a comment/,
        help: /color: "#cc0000"/,
        path: "/suspects/0/color",
      },
    ],
  },
  {
    name: "one-weapon",
    text: edit([["  - { id: knife, name: Knife }\n  - { id: pipe, name: Pipe }\n", ""]]),
    want: [
      {
        code: "ONLY_ONE_CARD",
        severity: "warning",
        marker: "{ id: rope",
        message: /`rope` is the only weapon card, so it is in the envelope from the start/,
      },
    ],
  },
  {
    name: "one-room-card",
    text: edit([
      ["{ id: bath, name: Bath, key: b }", "{ id: bath, name: Bath, key: b, card: false }"],
      ["{ id: cellar, name: Cellar, key: c }", "{ id: cellar, name: Cellar, key: c, card: false }"],
    ]),
    want: [
      { code: "ONLY_ONE_CARD", severity: "warning", marker: "{ id: attic", message: /`attic` is the only room card/ },
    ],
  },
  {
    name: "shared-colour",
    text: edit([['color: "#0000cc"', 'color: "#CC0000"']]),
    want: [
      {
        code: "SHARED_COLOR",
        severity: "warning",
        marker: '"#CC0000"',
        message: /`blue` has the colour #CC0000, as `red` does/,
      },
    ],
  },
];

function cli(args: string[]) {
  return spawnSync(process.execPath, [CLI, "check", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
}

describe("messages written for designers", () => {
  const dir = mkdtempSync(join(tmpdir(), "clue-messages-"));
  const files = cases.map((c) => {
    const file = join(dir, `${c.name}.yaml`);
    writeFileSync(file, c.text);
    return file;
  });

  for (const [i, c] of cases.entries()) {
    it(`${c.name}: ${c.want.map((w) => w.code).join(", ")} once, at the mistake`, () => {
      const got = compile({ file: "x.yaml", text: c.text }).diagnostics;
      expect(
        got.map((d) => d.code),
        JSON.stringify(got, null, 1),
      ).toEqual(c.want.map((w) => w.code));
      for (const [k, w] of c.want.entries()) {
        const d = got[k] as Diagnostic;
        expect(d.message).toMatch(w.message);
        if (w.help) expect(d.help).toMatch(w.help);
        if (w.path) expect(d.path).toBe(w.path);
        expect(d.severity).toBe(w.severity ?? "error");
        expect({ line: d.line, column: d.column }).toEqual(where(c.text, w.marker, w.at));
        expect(`${d.message}\n${d.help ?? ""}`).not.toMatch(LIBRARY_WORDING);
      }
      expect(files[i]).toBeTruthy();
    });
  }

  it("prints the same diagnostics, at the same places, as text and as JSON", () => {
    const json = cli([...files, "--format", "json"]);
    const text = cli(files);
    expect(json.status).toBe(1);
    expect(text.status).toBe(1);
    const out = JSON.parse(json.stdout) as { diagnostics: Diagnostic[] };
    for (const [i, c] of cases.entries()) {
      const file = files[i] as string;
      const mine = out.diagnostics.filter((d) => file.endsWith(d.file.replace(/^(\.\.\/)+/, "")));
      expect(
        mine.map((d) => d.code),
        c.name,
      ).toEqual(c.want.map((w) => w.code));
      for (const [k, w] of c.want.entries()) {
        const d = mine[k] as Diagnostic;
        const at = where(c.text, w.marker, w.at);
        expect({ line: d.line, column: d.column }, c.name).toEqual(at);
        expect(d.message).toMatch(w.message);
        // The text output's header line for the same diagnostic: file:line:col: severity[CODE]: message
        const head = `${d.file}:${at.line}:${at.column}: ${w.severity ?? "error"}[${w.code}]: ${d.message.replace(/\t/g, "\t")}`;
        expect(text.stdout, c.name).toContain(head);
        if (d.help) expect(text.stdout).toContain(`help: ${d.help}`);
      }
    }
    expect(`${json.stdout}${text.stdout}`).not.toMatch(LIBRARY_WORDING);
  });
});

describe("looking for unquoted colours", () => {
  it("is linear: a broken file with a very long line is answered at once", () => {
    // A pattern that rescanned the line from every position would take hours on this.
    const text = `a: [${"a".repeat(400_000)} #abc\n`;
    const t = performance.now();
    const ds = compile({ file: "x.yaml", text }).diagnostics;
    expect(performance.now() - t).toBeLessThan(3000);
    expect(ds.map((d) => d.code)).toEqual(["YAML_SYNTAX"]);
  });

  it("is linear in the colours too: a line of 250,000 of them is answered at once, with at most 50", () => {
    const text = `a: [ x: ${"#abc".repeat(250_000)}\n`;
    const t = performance.now();
    const ds = compile({ file: "x.yaml", text }).diagnostics;
    expect(performance.now() - t).toBeLessThan(3000);
    expect(ds[0]?.code).toBe("COLOR_UNQUOTED");
    expect(ds.length).toBeLessThanOrEqual(50);
  });
});

describe("no library wording reaches a designer", () => {
  const dir = join(ROOT, "test/fixtures/invalid");
  const entries = readdirSync(dir).filter((e) => e !== "FILE_UNREADABLE");
  it("in any diagnostic of any invalid fixture", () => {
    for (const entry of entries) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory() && !readdirSync(path).includes("edition.yaml")) continue;
      for (const d of compile(readEdition(path, ROOT)).diagnostics)
        expect(`${entry}: ${d.message} / ${d.help ?? ""}`).not.toMatch(LIBRARY_WORDING);
    }
  });
});
