// The shipped editions compile cleanly, and classic's facts match the reference board, with distances
// recomputed here by a separate, plain search over the reference text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { readEdition } from "../../compiler/files";
import { inspect } from "../../compiler/inspect";
import { EDITIONS, loadEdition, ROOT } from "../editions";

describe("shipped editions", () => {
  for (const id of EDITIONS)
    it(`${id} compiles with no errors or warnings`, () => {
      const result = compile(readEdition(join(ROOT, "variants", id), ROOT));
      expect(result.diagnostics).toEqual([]);
      expect(result.compiled?.edition.id).toBe(id);
    });

  it("every edition file starts with the schema modeline", () => {
    for (const id of EDITIONS) {
      const first = readFileSync(join(ROOT, "variants", id, "edition.yaml"), "utf8").split("\n")[0];
      expect(first).toBe("# yaml-language-server: $schema=../../schemas/edition.schema.json");
    }
  });

  // Every shipped edition plays in Japanese: a name in kana or kanji for every card, Keeper and power, all terms.
  const kana = /[\u3040-\u30ff\u4e00-\u9faf]/;
  for (const id of EDITIONS)
    it(`${id} ships a complete Japanese translation`, () => {
      const { edition } = loadEdition(id);
      const ja = edition.locales.ja;
      expect(ja).toBeDefined();
      for (const s of edition.suspects) expect(ja?.suspects?.[s.id]).toMatch(kana);
      for (const w of edition.weapons) expect(ja?.weapons?.[w.id]).toMatch(kana);
      for (const r of edition.rooms) expect(ja?.rooms?.[r.id]).toMatch(kana);
      for (const k of edition.modules.intrigue?.keepers ?? []) {
        expect(ja?.keepers?.[k.id]?.name).toMatch(kana);
        expect(ja?.keepers?.[k.id]?.text).toMatch(kana);
      }
      for (const p of edition.modules.personalities?.powers ?? []) {
        expect(ja?.powers?.[p.suspect]?.name).toMatch(kana);
        expect(ja?.powers?.[p.suspect]?.text).toMatch(kana);
      }
      expect(Object.keys(ja?.terms ?? {}).sort()).toEqual(Object.keys(edition.terms).sort());
      for (const t of Object.values(ja?.terms ?? {})) expect(t).toMatch(kana);
      expect(ja?.name).toMatch(kana);
      expect((ja?.rulesText ?? "").length).toBeGreaterThan(1000);
    });
});

/** The reference board and doors, read from the copy of shared/reference/classic-board.md. */
function reference() {
  const text = readFileSync(join(ROOT, "test/fixtures/classic-reference.txt"), "utf8");
  const lines = text.split("\n").filter((l) => !l.startsWith("#") || l.length === 24);
  const grid = lines.filter((l) => l.length === 24 && !l.includes("|"));
  const doors = lines
    .filter((l) => l.includes("|"))
    .map((l) => {
      const [room, at, front] = l.split("|") as [string, string, string];
      return { room, at: at.split(",").map(Number), front: front.split(",").map(Number) };
    });
  return { grid, doors };
}

describe("classic against the reference board", () => {
  const facts = inspect(loadEdition("classic"));
  const ref = reference();

  it("has the counts the reference gives", () => {
    expect(facts.counts).toEqual({ suspects: 6, weapons: 6, rooms: 9, cards: 21, walkable: 188, doors: 17 });
    const walkable = ref.grid.join("").replace(/[^.0-9]/g, "").length;
    expect(walkable).toBe(188);
    expect(ref.doors).toHaveLength(17);
  });

  it("puts every suspect on its reference start square", () => {
    for (const [i, s] of facts.suspects.entries()) {
      const [r, c] = s.start as [number, number];
      expect(ref.grid[r]?.[c]).toBe(String(i + 1));
    }
  });

  it("has the reference doors and passages", () => {
    const edition = loadEdition("classic").edition;
    const names = new Map(edition.rooms.map((r) => [r.id, r.name]));
    const ours = edition.board.doors.map((d) => `${names.get(d.room)}|${d.cell.join(",")}|${d.front.join(",")}`).sort();
    expect(ours).toEqual(ref.doors.map((d) => `${d.room}|${d.at.join(",")}|${d.front.join(",")}`).sort());
    expect(facts.passages).toEqual([
      ["kitchen", "study"],
      ["conservatory", "lounge"],
    ]);
  });

  it("has the room-to-room distances of a plain search over the reference grid", () => {
    const open = (r: number, c: number) => /[.0-9]/.test(ref.grid[r]?.[c] ?? "#");
    const names = loadEdition("classic").edition.rooms.map((r) => r.name);
    const distance = (from: string, to: string): number => {
      if (from === to) return 0;
      const seen = new Map<string, number>();
      let frontier = ref.doors.filter((d) => d.room === from).map((d) => d.front as [number, number]);
      for (const f of frontier) seen.set(f.join(","), 1);
      let best = Infinity;
      for (let steps = 1; frontier.length > 0; steps++) {
        for (const [r, c] of frontier)
          if (ref.doors.some((d) => d.room === to && d.front[0] === r && d.front[1] === c))
            best = Math.min(best, steps + 1);
        const next: [number, number][] = [];
        for (const [r, c] of frontier)
          for (const [nr, nc] of [
            [r + 1, c],
            [r - 1, c],
            [r, c + 1],
            [r, c - 1],
          ] as [number, number][])
            if (open(nr, nc) && !seen.has(`${nr},${nc}`)) {
              seen.set(`${nr},${nc}`, steps + 1);
              next.push([nr, nc]);
            }
        frontier = next;
      }
      return best;
    };
    const expected = names.map((a) => names.map((b) => distance(a, b)));
    expect(facts.distances.matrix).toEqual(expected);
    // Spot checks by hand on the printed board.
    const at = (a: string, b: string) =>
      facts.distances.matrix[facts.distances.rooms.indexOf(a)]?.[facts.distances.rooms.indexOf(b)];
    expect(at("kitchen", "ballroom")).toBe(7);
    expect(at("lounge", "dining-room")).toBe(4);
    expect(at("hall", "study")).toBe(4);
  });

  it("has a symmetric distance matrix", () => {
    const m = facts.distances.matrix;
    m.forEach((row, i) => row.forEach((d, j) => expect(d).toBe(m[j]?.[i])));
  });
});
