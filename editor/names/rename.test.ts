// Renames on the shipped editions, line by line: what changes, what stays, and what is refused and why.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { docOf, type Doc } from "../model/doc";
import { builtinParents } from "../open/builtins";
import { rekeyRoom, renameId, type Renamed } from "./rename";

const read = (p: string) => readFileSync(new URL(`../../variants/${p}`, import.meta.url), "utf8");
const classic = docOf(read("classic/edition.yaml"));
const office = docOf(read("the-office/edition.yaml"));
const tower = docOf(
  read("tower-of-terror/edition.yaml"),
  [{ lang: "ja", text: read("tower-of-terror/locales/ja.yaml") }],
  builtinParents,
);
const apply = (r: Renamed, d: Doc) => {
  if ("refused" in r) throw new Error(JSON.stringify(r.refused));
  return r.cmd(d);
};
/** The lines that differ between two texts of the same length in lines. */
const changed = (a: string, b: string) => {
  const x = a.split("\n");
  const y = b.split("\n");
  return y.flatMap((l, i) => (l === x[i] ? [] : [l.trim()]));
};

describe("renames", () => {
  it("a room's id: its declaration and its passage, nothing else", () => {
    const d = apply(renameId(classic, "room", "kitchen", "scullery"), classic);
    expect(changed(classic.text, d.text)).toEqual(["- { id: scullery, name: Kitchen, key: k }", "- [scullery, study]"]);
  });
  it("a room's id in The Office: the deal, accusations, weapons and a Keeper follow", () => {
    const d = apply(renameId(office, "room", "sales", "bullpen"), office);
    const lines = changed(office.text, d.text);
    expect(lines).toHaveLength(4);
    expect(lines.join("\n")).toContain("weapons: { kind: room, room: bullpen }");
    expect(lines.join("\n")).toContain("deal: { kind: equal, leftovers: bullpen, lookOnEntry: true }");
    expect(apply(renameId(office, "room", "conference-room", "boardroom"), office).text).toContain(
      "effect: { kind: moveToRoom, room: boardroom }",
    );
  });
  it("a suspect's id: the first player, powers and the translation's keys", () => {
    const d = apply(renameId(office, "suspect", "pam", "pamela"), office);
    expect(changed(office.text, d.text)).toHaveLength(2);
    const t = apply(renameId(tower, "suspect", "minnie", "minnie-mouse"), tower);
    // Tower of Terror's Minnie replaces classic's Scarlett, so the inherited first player follows by itself.
    expect(changed(tower.text, t.text)).toEqual([
      '- { id: minnie-mouse, replaces: scarlett, name: Minnie Mouse, color: "#e0218a" } # the Starlet',
    ]);
    expect(t.locales![0]!.text).toContain("  minnie-mouse: ミニーマウス\n");
    expect(changed(tower.locales![0]!.text, t.locales![0]!.text)).toEqual(["minnie-mouse: ミニーマウス"]);
  });
  it("refuses an id another card has, a bad id, and an inherited one", () => {
    expect(renameId(classic, "weapon", "rope", "kitchen")).toEqual({
      refused: { reason: "idTaken", vars: { id: "kitchen" } },
    });
    expect(renameId(classic, "weapon", "rope", "Rope!")).toMatchObject({ refused: { reason: "badId" } });
    const child = docOf(
      "extends: classic\nid: mine\nsuspects:\n  - { id: mustard, start: [16, 0] }\n",
      [],
      builtinParents,
    );
    expect(renameId(child, "suspect", "mustard", "major")).toMatchObject({
      refused: { reason: "inherited", vars: { parent: "classic" } },
    });
  });
  it("a room's key relabels its squares, and refuses a key another room has, naming it", () => {
    const d = apply(rekeyRoom(classic, "kitchen", "K"), classic);
    const lines = changed(classic.text, d.text);
    expect(lines[0]).toBe("- { id: kitchen, name: Kitchen, key: K }");
    expect(lines.slice(1)).toHaveLength(6);
    expect(d.text).not.toMatch(/^ +k/m);
    expect(rekeyRoom(classic, "kitchen", "b")).toEqual({
      refused: { reason: "keyTaken", vars: { key: "b", room: "Ballroom" } },
    });
  });
});
