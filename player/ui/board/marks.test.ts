import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../../test/editions";
import { marks } from "./marks";

describe("token marks", () => {
  it("are one letter where the first letters differ, without the title", () => {
    expect(marks(["Miss Scarlett", "Colonel Mustard", "Mrs. White"])).toEqual(["S", "M", "W"]);
  });

  it("tell apart names that begin alike, in as few letters as that takes", () => {
    expect(marks(["Andy", "Angela", "Pam"])).toEqual(["And", "Ang", "P"]);
    expect(marks(["Mrs. Peacock", "Professor Plum"])).toEqual(["Pe", "Pl"]);
    expect(marks(["Rope", "Revolver", "Knife"])).toEqual(["Ro", "Re", "K"]);
  });

  it("keep off another kind's marks", () => {
    expect(marks(["Wrench", "Rope"], ["W", "S"])).toEqual(["Wr", "R"]);
  });

  it("number names too alike to part in three letters, and the same name twice", () => {
    expect(marks(["Annabel", "Annabeth"])).toEqual(["A1", "A2"]);
    expect(marks(["Ann", "Ann", "Bob"])).toEqual(["A1", "A2", "B"]);
  });

  it("take a wide character whole", () => {
    expect(marks(["白石", "黒田"])).toEqual(["白", "黒"]);
  });

  it.each(EDITIONS)("differ for every suspect of %s, and every weapon", (id) => {
    const { edition } = loadEdition(id);
    const who = marks(edition.suspects.map((s) => s.name));
    expect(new Set(who.map((x) => x.toLowerCase())).size).toBe(who.length);
    const what = marks(
      edition.weapons.map((w) => w.name),
      who,
    );
    expect(new Set(what.map((x) => x.toLowerCase())).size).toBe(what.length);
  });
});
