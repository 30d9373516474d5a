// An edition's words read in a language the page speaks, where the edition names its own language or a
// translation with a region (`ja-JP`): the same words as `ja`, and not flagged as untranslated.
import { describe, expect, it } from "vitest";
import { languages } from "../compiler/diff/words";
import { ja } from "../compiler/print/messages/ja";
import { kitWords, printLang } from "../compiler/print/words";
import type { Edition } from "../schemas/edition";
import { loadEdition } from "../test/editions";
import { editionText } from "./text";

const tower = loadEdition("tower-of-terror").edition;
const japanese = tower.locales.ja;
if (!japanese) throw new Error("Tower of Terror has no Japanese");

/** Tower of Terror with its Japanese under `ja-JP`. */
const regional: Edition = { ...tower, locales: { "ja-JP": japanese } };
/** Tower of Terror written in Japanese (`ja-JP`): its own names are the translation's, and no locales. */
const writtenInJapanese: Edition = {
  ...tower,
  locale: "ja-JP",
  name: japanese.name ?? tower.name,
  suspects: tower.suspects.map((s) => ({ ...s, name: japanese.suspects?.[s.id] ?? s.name })),
  locales: {},
};

describe("an edition's words in a language named with a region", () => {
  it("reads a translation under ja-JP for a page in ja", () => {
    const t = editionText(regional, "ja");
    expect(t.lang).toBe("ja");
    expect(t.name).toBe(japanese.name);
    expect(t.suspect(tower.suspects[0]?.id ?? "")).toBe(japanese.suspects?.[tower.suspects[0]?.id ?? ""]);
  });

  it("reads an edition written in ja-JP as its own words for a page in ja, and as untranslated in en", () => {
    expect(editionText(writtenInJapanese, "ja")).toMatchObject({ lang: "ja", name: japanese.name });
    expect(editionText(writtenInJapanese, "en")).toMatchObject({ lang: "ja-JP", name: japanese.name });
  });

  it("prints an edition written in ja-JP with the kit's Japanese words, asked as ja or ja-JP", () => {
    expect(printLang(writtenInJapanese, "ja")).toBe("ja-JP");
    expect(printLang(writtenInJapanese)).toBe("ja-JP");
    expect(printLang(writtenInJapanese, "en")).toBeUndefined();
    expect(kitWords(writtenInJapanese, "ja-JP").msg).toBe(ja);
  });

  it("describes its differences in Japanese", () => {
    expect(languages(writtenInJapanese)).toEqual(["ja"]);
    expect(languages(regional)).toEqual(["en", "ja"]);
  });
});
