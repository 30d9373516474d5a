// "What's different" for every shipped edition and the reskin fixture, against golden files in
// test/compiler/golden/ (UPDATE_GOLDEN=1 rewrites them; read the diff before committing it).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { differences } from "../../compiler/diff";
import { readEdition } from "../../compiler/files";
import { inspect } from "../../compiler/inspect";
import { EDITIONS, loadEdition, ROOT } from "../editions";

const classic = loadEdition("classic").edition;
const golden = (name: string) => join(ROOT, "test/compiler/golden", `${name}.differences.json`);
const reskin = () => compile(readEdition(join(ROOT, "test/fixtures/valid/reskin.yaml"), ROOT)).compiled!;

describe("what's different from classic", () => {
  const cases: [string, () => ReturnType<typeof differences>][] = [
    ...EDITIONS.map(
      (id) =>
        [id, () => differences(classic, loadEdition(id).edition)] as [string, () => ReturnType<typeof differences>],
    ),
    ["reskin", () => differences(classic, reskin().edition)],
  ];
  it.each(cases)("%s matches its golden file", (name, make) => {
    const text = JSON.stringify(make(), null, 2) + "\n";
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(golden(name))) writeFileSync(golden(name), text);
    expect(text).toBe(readFileSync(golden(name), "utf8"));
  });

  it("classic differs from itself in nothing", () => {
    expect(differences(classic, classic)).toEqual({ from: "classic", items: [], text: { en: [], ja: [] } });
  });

  it("Tower of Terror: renames in its own words, its rules, in English and in Japanese", () => {
    const d = differences(classic, loadEdition("tower-of-terror").edition);
    expect(Object.keys(d.text)).toEqual(["en", "ja"]);
    expect(d.items.filter((i) => i.kind === "renamed")).toHaveLength(6 + 6 + 5);
    expect(d.items.flatMap((i) => (i.kind === "rule" ? [i.option] : []))).toEqual([
      "dice",
      "weapons",
      "suggestions.accuseAfterShown",
    ]);
    expect(d.text.en?.join(" ")).toContain(
      "Minnie Mouse takes the place of Miss Scarlett, Donald Duck of Colonel Mustard",
    );
    expect(d.text.en).toContain("Each of the Props starts in a different Location.");
    // In Japanese, classic's cards by their Japanese names too.
    expect(d.text.ja?.join("")).toContain("ミス・スカーレットの代わりにミニーマウス、");
    expect(d.text.ja?.join("")).not.toMatch(/[A-Za-z]{3}/);
    // The renamed terms in one sentence, in the locale's words where it has them.
    expect(d.text.en?.[0]).toBe(
      'This edition calls a Suspect a Cast member, a Weapon a Prop, a Room a Location, the Case File the "Do Not Disturb" envelope and the Detective Notepad the List of Credits.',
    );
    expect(d.text.ja?.[0]).toContain("容疑者を「キャラクター」");
    expect(d.text.ja?.join("")).toContain("小道具はそれぞれ別のロケーションに置く。");
    // No board change: the grid is classic's, re-lettered.
    expect(d.items.some((i) => ["roomMoved", "doors", "passage", "start", "boardSize"].includes(i.kind))).toBe(false);
  });

  it("The Office: board changes, rooms added, a new first player", () => {
    const d = differences(classic, loadEdition("the-office").edition);
    const kinds = new Set(d.items.map((i) => i.kind));
    for (const k of ["added", "removed", "count", "passage", "spaces", "module", "rule"]) expect(kinds).toContain(k);
    expect(d.text.en).toContain("Everyone throws; the highest throw starts.");
  });

  it('speaks to players: no coordinates, no option names, no design notes such as "Say X for Y"', () => {
    for (const [, make] of cases)
      for (const lines of Object.values(make().text))
        for (const line of lines) {
          expect(line).not.toMatch(/\[\d+, ?\d+\]|\d+-\d+|^Say |movement\.|suggestions\.|end\.last|new:/);
          expect(line).not.toMatch(/「(Suspect|Weapon|Room|Card|Case File)s?」/);
        }
  });

  it("a moved door is told", () => {
    const moved = structuredClone(classic);
    moved.id = "moved";
    moved.board.doors[0] = { ...moved.board.doors[0]!, cell: [5, 4] };
    const d = differences(classic, moved);
    expect(d.items).toEqual([{ kind: "doors", room: "kitchen", added: [[5, 4]], removed: [[6, 4]] }]);
    expect(d.text.en).toEqual(["The Kitchen has its door in other places."]);
  });

  it("inspect --json carries the chain and the differences", () => {
    const r = compile(readEdition(join(ROOT, "variants/tower-of-terror"), ROOT));
    const out = inspect(r.compiled!, { chain: r.chain, base: classic });
    expect(out.extends).toEqual([{ id: "classic", file: expect.stringContaining("classic/edition.yaml") }]);
    expect(out.differences?.items.length).toBeGreaterThan(10);
    expect(out.rules.movement.mustLeaveRoom).toBe(true);
    expect(inspect(loadEdition("classic")).extends).toEqual([]);
  });
});
