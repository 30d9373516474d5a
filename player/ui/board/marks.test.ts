import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition } from "../../../test/editions";
import { editionText } from "../../../edition/text";
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

  it("leave a Japanese title off, as an English one", () => {
    // Four of classic's six suspects begin with ミ in Japanese: their marks were ミス・, ミ2, ミスタ and ミ4.
    const ja = [
      "ミス・スカーレット",
      "マスタード大佐",
      "ミセス・ホワイト",
      "ミスター・グリーン",
      "ミセス・ピーコック",
      "プラム教授",
    ];
    expect(marks(ja)).toEqual(["ス", "マ", "ホ", "グ", "ピ", "プ"]);
    expect(marks(["ジム・ハルパート", "ジャン・レヴィンソン"])).toEqual(["ジム", "ジャ"]);
  });

  it.each(EDITIONS.flatMap((id) => [[id, "en"] as const, [id, "ja"] as const]))(
    "differ for every suspect of %s (%s), and every weapon",
    (id, lang) => {
      const { edition } = loadEdition(id);
      const text = editionText(edition, lang);
      const who = marks(edition.suspects.map((s) => text.suspect(s.id)));
      expect(new Set(who.map((x) => x.toLowerCase())).size).toBe(who.length);
      const what = marks(
        edition.weapons.map((w) => text.weapon(w.id)),
        who,
      );
      expect(new Set(what.map((x) => x.toLowerCase())).size).toBe(what.length);
      // One or two characters where a name is Japanese: a numbered mark (ミ2) says nothing of whose it is.
      if (lang === "ja") expect([...who, ...what].filter((x) => /\d/.test(x))).toEqual([]);
    },
  );
});
