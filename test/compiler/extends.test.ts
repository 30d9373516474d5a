// `extends:`: the shipped editions compile to what they compiled to before inheritance existed (saved in
// test/fixtures/compiled/ before any of it was written), a reskin merges by id, and every problem is
// reported, coded, in the file that holds it.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, type EditionInput } from "../../compiler/compile";
import { MAX_CHAIN, pageParents } from "../../compiler/extends";
import { readEdition } from "../../compiler/files";
import { editionToJson } from "../../edition/serialize";
import { simulate } from "../../player/simulate/simulate";
import { EDITIONS, ROOT } from "../editions";

const read = (p: string) => readFileSync(join(ROOT, p), "utf8");
const classic = read("variants/classic/edition.yaml");
const builtins = { classic: { file: "classic/edition.yaml", text: classic } };

function run(
  text: string,
  opened: { file: string; text: string }[] = [],
  file = "mine/edition.yaml",
): ReturnType<typeof compile> {
  const input: EditionInput = { file, text, parent: pageParents({ builtins, opened }) };
  return compile(input);
}

const codes = (r: ReturnType<typeof compile>) => r.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`);

describe("the shipped editions", () => {
  it.each(EDITIONS)("%s compiles to the edition it compiled to before extends", (id) => {
    const r = compile(readEdition(join(ROOT, "variants", id), ROOT));
    expect(r.diagnostics).toEqual([]);
    const now = JSON.stringify(editionToJson(r.compiled!, { graph: false }), null, 1) + "\n";
    expect(now).toBe(read(`test/fixtures/compiled/${id}.json`));
  });

  it("Tower of Terror holds only what differs: no grid, no doors, no rule it shares with classic", () => {
    const text = read("variants/tower-of-terror/edition.yaml");
    expect(text).toMatch(/^extends: classic$/m);
    for (const key of ["grid", "doors", "passages", "firstPlayer", "movement", "players", "deal"])
      expect(text).not.toMatch(new RegExp(`^\\s*${key}:`, "m"));
    const r = compile(readEdition(join(ROOT, "variants/tower-of-terror"), ROOT));
    expect(r.chain?.map((c) => c.id)).toEqual(["classic", "tower-of-terror"]);
  });
});

describe("the reskin fixture", () => {
  it("is at most 40 lines and plays whole games through the engine", () => {
    expect(read("test/fixtures/valid/reskin.yaml").split("\n").length).toBeLessThanOrEqual(41);
    const compiled = compile(readEdition(join(ROOT, "test/fixtures/valid/reskin.yaml"), ROOT)).compiled!;
    const r = simulate(compiled, { games: 4, seed: 3, players: 6, bots: ["medium"] });
    expect(r.winsBySeat.reduce((a, b) => a + b, 0) + r.noWinner).toBe(4);
    expect(r.winsBySeat.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(r.turns.max).toBeGreaterThan(0);
  });
});

describe("merging by id", () => {
  const base = "format: 1\nextends: classic\nid: reskin\nname: Reskin\n";

  it("renames by id, replaces in place, removes and adds at the end", () => {
    const r = compile(readEdition(join(ROOT, "test/fixtures/valid/reskin.yaml"), ROOT));
    expect(r.diagnostics).toEqual([]);
    const e = r.compiled!.edition;
    expect(e.suspects.map((s) => s.id)).toEqual(["scarlett", "ortiz", "white", "green", "peacock", "android"]);
    expect(e.suspects[0]).toMatchObject({ name: "Pilot Scarlett", color: "#c8102e", start: [24, 7] });
    expect(e.suspects[1]).toMatchObject({ name: "Engineer Ortiz", start: [17, 0] });
    expect(e.weapons.map((w) => w.id)).toEqual(["candlestick", "knife", "lead-pipe", "laser", "wrench", "oxygen-tank"]);
    // A replaced room's passages follow it; its new key re-letters the kept grid.
    expect(e.board.passages).toEqual([
      ["galley", "study"],
      ["hydroponics", "lounge"],
    ]);
    expect(e.board.grid.join("")).not.toContain("k");
    expect(e.board.grid.join("").split("g").length - 1).toBe(
      classic
        .split("\n")
        .filter((l) => /^ {4}[#.a-z]+$/.test(l))
        .join("")
        .split("k").length - 1,
    );
    expect(e.board.doors.filter((d) => d.room === "galley")).toHaveLength(1);
    expect(e.rules.dice).toEqual([{ faces: [1, 2, 3, 4, 5, 6] }]);
    expect(e.rules.movement.mode).toBe("upTo");
    expect(e.rules.movement.mustLeaveRoom).toBe(true);
    expect(e.terms).toMatchObject({
      room: "Module",
      suspect: "Suspect",
      envelope: "Sealed Log",
      notepad: "Detective Notepad",
    });
  });

  it("the first player follows a replaced suspect", () => {
    const r = run(base + "suspects:\n  - { id: ada, replaces: scarlett, name: Ada }\n");
    expect(r.compiled?.edition.rules.firstPlayer).toEqual({ kind: "suspect", suspect: "ada" });
  });

  it("a rule given as a kind replaces the parent's whole", () => {
    const r = run(base + "rules:\n  firstPlayer: { kind: highRoll }\n");
    expect(r.diagnostics).toEqual([]);
    expect(r.compiled?.edition.rules.firstPlayer).toEqual({ kind: "highRoll" });
  });

  it("an override of an id the parent lacks is refused where it is written, with a did-you-mean", () => {
    for (const entry of [
      "{ id: mustrd, name: Colonel Mostaza }",
      "{ id: mustrd, remove: true }",
      "{ id: ada, replaces: mustrd, name: Ada }",
    ]) {
      const r = run(base + `suspects:\n  - ${entry}\n`);
      expect(codes(r)).toEqual(["EXTENDS_UNKNOWN_ID mine/edition.yaml:6"]);
      expect(r.diagnostics[0]?.help).toContain("`mustard`");
    }
  });

  it("replaces and remove in an edition that extends nothing are plain unknown keys", () => {
    const text = read("test/fixtures/valid/mini.yaml").replace(
      "{ id: rope, name: Rope }",
      "{ id: rope, name: Rope, remove: true }",
    );
    const r = compile({ file: "mini.yaml", text });
    expect(r.diagnostics.map((d) => d.code)).toEqual(["SCHEMA_UNKNOWN_KEY"]);
    expect(r.diagnostics[0]?.message).toContain("extends");
  });
});

describe("each problem in the file that holds it", () => {
  it("a broken door in the parent is reported in the parent's file, at its line", () => {
    const broken = classic.replace("- { at: [6, 4], front: [7, 4] }", "- { at: [6, 4], front: [9, 9] }");
    const line = broken.split("\n").findIndex((l) => l.includes("front: [9, 9]")) + 1;
    const r = run("format: 1\nextends: ../parent\nid: child\nname: Child\n", [
      { file: "parent/edition.yaml", text: broken },
    ]);
    const d = r.diagnostics.find((x) => x.code === "DOOR_NOT_ADJACENT");
    expect(d).toMatchObject({ file: "parent/edition.yaml", line });
    expect(r.sources.map((s) => s.file)).toContain("parent/edition.yaml");
  });

  it("a key no file of the chain gives is missing in the extending file", () => {
    const r = run("format: 1\nextends: ../parent\nid: child\nname: Child\n", [
      {
        file: "parent/edition.yaml",
        text: "format: 1\nextends: classic\nid: p\nname: P\nsuspects:\n  - { id: x, replaces: plum, name: X, color: red }\n",
      },
    ]);
    expect(codes(r)).toEqual(["SCHEMA_PATTERN parent/edition.yaml:6"]);
  });

  it("a parent's YAML error is the parent's", () => {
    const r = run("format: 1\nextends: ../p\nid: child\nname: Child\n", [
      { file: "p/edition.yaml", text: "format: 1\nid: [\n" },
    ]);
    expect(r.diagnostics[0]?.file).toBe("p/edition.yaml");
  });
});

describe("hostile chains", () => {
  it("a missing parent, a parent outside the opened files, a cycle, a self-reference", () => {
    expect(codes(run("format: 1\nextends: nowhere\nid: a\nname: A\n"))).toEqual([
      "EXTENDS_MISSING mine/edition.yaml:2",
    ]);
    expect(codes(run("format: 1\nextends: ../../../etc\nid: a\nname: A\n"))).toEqual([
      "EXTENDS_OUTSIDE mine/edition.yaml:2",
    ]);
    const self = "format: 1\nextends: ./edition.yaml\nid: a\nname: A\n";
    expect(codes(run(self, [{ file: "mine/edition.yaml", text: self }]))).toEqual([
      "EXTENDS_CYCLE mine/edition.yaml:2",
    ]);
    const b = { file: "mine/b.yaml", text: "format: 1\nextends: ./edition.yaml\nid: b\nname: B\n" };
    const a = "format: 1\nextends: ./b.yaml\nid: a\nname: A\n";
    expect(codes(run(a, [b, { file: "mine/edition.yaml", text: a }]))).toEqual(["EXTENDS_CYCLE mine/b.yaml:2"]);
  });

  it("a chain deeper than the limit stops there", () => {
    const files = Array.from({ length: 40 }, (_, i) => ({
      file: `d/${i}.yaml`,
      text: `format: 1\nextends: ./${i + 1}.yaml\nid: d${i}\nname: D\n`,
    }));
    const r = run("format: 1\nextends: ./0.yaml\nid: a\nname: A\n", files, "d/edition.yaml");
    expect(codes(r)).toEqual([`EXTENDS_TOO_DEEP d/${MAX_CHAIN - 1}.yaml:2`]);
  });

  it("odd references, a huge parent, a throwing lookup, __proto__ ids", () => {
    expect(codes(run("format: 1\nextends: /etc/passwd\nid: a\nname: A\n"))[0]).toMatch(/^EXTENDS_MISSING/);
    expect(codes(run("format: 1\nextends: a/../../b\nid: a\nname: A\n"))[0]).toMatch(/^EXTENDS_MISSING/);
    const huge = { file: "h/edition.yaml", text: "x".repeat(1024 * 1024 + 10) };
    expect(codes(run("format: 1\nextends: ../h\nid: a\nname: A\n", [huge]))).toEqual([
      "FILE_TOO_LARGE h/edition.yaml:1",
    ]);
    const thrown = compile({
      file: "x.yaml",
      text: "format: 1\nextends: classic\nid: a\nname: A\n",
      parent: () => {
        throw new Error("disk on fire");
      },
    });
    expect(codes(thrown)).toEqual(["EXTENDS_MISSING x.yaml:2"]);
    const proto = run("format: 1\nextends: classic\nid: a\nname: A\nsuspects:\n  - { id: __proto__, remove: true }\n");
    expect(proto.compiled).toBeUndefined();
    expect(proto.diagnostics[0]?.code).toBe("SCHEMA_PATTERN");
    expect(({} as Record<string, unknown>).remove).toBeUndefined();
    const constructor = run("format: 1\nextends: constructor\nid: a\nname: A\n");
    expect(codes(constructor)).toEqual(["EXTENDS_MISSING mine/edition.yaml:2"]);
  });

  it("on disk: a path out of the project is refused, through a link too, and a sibling id is found", () => {
    const r = compile(readEdition(join(ROOT, "test/fixtures/invalid/EXTENDS_OUTSIDE.yaml"), ROOT));
    expect(r.diagnostics.map((d) => d.code)).toEqual(["EXTENDS_OUTSIDE"]);
    const tmp = mkdtempSync(join(tmpdir(), "clue-extends-"));
    for (const d of ["proj/variants/mine", "proj/variants/base", "outside"])
      mkdirSync(join(tmp, d), { recursive: true });
    writeFileSync(join(tmp, "proj/package.json"), "{}");
    writeFileSync(join(tmp, "outside/edition.yaml"), classic);
    writeFileSync(join(tmp, "proj/variants/base/edition.yaml"), classic.replace("id: classic", "id: base"));
    symlinkSync(join(tmp, "outside"), join(tmp, "proj/variants/linked"));
    const mine = join(tmp, "proj/variants/mine/edition.yaml");
    const at = (ref: string) => {
      writeFileSync(mine, `format: 1\nextends: ${ref}\nid: mine\nname: Mine\n`);
      return compile(readEdition(mine, tmp));
    };
    expect(at("../linked").diagnostics.map((d) => d.code)).toEqual(["EXTENDS_OUTSIDE"]);
    expect(at("linked").diagnostics.map((d) => d.code)).toEqual(["EXTENDS_OUTSIDE"]);
    expect(at("../../../outside").diagnostics.map((d) => d.code)).toEqual(["EXTENDS_OUTSIDE"]);
    expect(at("base").chain?.map((c) => c.file)).toEqual([
      "proj/variants/base/edition.yaml",
      "proj/variants/mine/edition.yaml",
    ]);
    expect(at("../base").compiled?.edition.id).toBe("mine");
    expect(at("classic").chain?.[0]?.id).toBe("classic");
  });
});
