// Names a player can read: blank once what draws nothing is dropped, the same name typed again, and names
// that look the same in different scripts; hostile names (80 characters, right-to-left, `__proto__`) are
// reported like any other, never a crash.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sameName, skeleton, visible } from "../../compiler/checks/skeleton";
import { compile } from "../../compiler/compile";
import { ROOT } from "../editions";

const mini = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8");
const withNames = (rope: string, knife: string) =>
  compile({
    file: "e.yaml",
    text: mini
      .replace("{ id: rope, name: Rope }", `{ id: rope, name: ${JSON.stringify(rope)} }`)
      .replace("{ id: knife, name: Knife }", `{ id: knife, name: ${JSON.stringify(knife)} }`),
  }).diagnostics.map((d) => d.code);

describe("what a name looks like", () => {
  it("drops what draws nothing: spaces, zero-width characters, Hangul fillers, the blank braille pattern", () => {
    for (const blank of [
      " ",
      "\u200b",
      "\u3164",
      "\u115f",
      "\u1160",
      "\uffa0",
      "\u2800",
      "\u00ad\u2060\ufeff",
      "\u3000",
    ])
      expect(visible(blank), JSON.stringify(blank)).toBe("");
    expect(visible("Ro\u200bpe")).toBe("Rope");
    expect(visible("ナイフ")).toBe("ナイフ");
  });

  it("folds case and full-width letters for the same name, and look-alike letters for the skeleton", () => {
    expect(sameName("ＲＯＰＥ")).toBe(sameName("rope"));
    expect(sameName("Rоpe")).not.toBe(sameName("Rope"));
    expect(skeleton("Rоpe")).toBe(skeleton("Rope")); // Cyrillic о
    expect(skeleton("ΑΡΕΣ")).not.toBe(skeleton("APES")); // Σ is no S
    expect(skeleton("ΚΝΙΦΕ")).not.toBe(skeleton("KNIFE"));
    expect(skeleton("ΤΑΧΙ")).toBe(skeleton("TAXI")); // Greek capitals
    expect(skeleton("Лопата")).not.toBe(skeleton("Ronata"));
  });
});

describe("the name checks on an edition", () => {
  it("refuse a blank name and warn of a duplicate or a look-alike", () => {
    expect(withNames("Rope", "\u3164")).toContain("NAME_BLANK");
    expect(withNames("Rope", "rope")).toContain("DUPLICATE_NAME");
    expect(withNames("Rope", "Rоpe")).toContain("NAME_CONFUSABLE");
    expect(withNames("Rope", "Ropes")).toEqual([]);
    // Two scripts that merely share no letters are not look-alikes: Japanese and English side by side.
    expect(withNames("ロープ", "Rope")).toEqual([]);
  });

  it("take hostile names in their stride", () => {
    const long = "Ꭱ".repeat(80);
    expect(withNames(long, long)).toContain("DUPLICATE_NAME");
    expect(withNames("__proto__", "constructor")).toEqual([]);
    expect(withNames("\u05d7\u05d1\u05dc", "\u05d7\u05d1\u05dc")).toContain("DUPLICATE_NAME");
    expect(withNames("Rope", "   ")).toContain("NAME_BLANK");
  });

  it("hold in a translation too: two weapons both ナイフ, a name of fillers", () => {
    const locale = [
      "format: 1",
      "locale: ja",
      'weapons: { rope: ナイフ, knife: ナイフ, pipe: "\u3164" }',
      "rooms: { attic: 屋根裏, bath: 浴室, cellar: 地下室 }",
    ].join("\n");
    const r = compile({ file: "e.yaml", text: mini, locales: [{ file: "locales/ja.yaml", lang: "ja", text: locale }] });
    const found = r.diagnostics.filter((d) => d.file === "locales/ja.yaml").map((d) => `${d.code} ${d.line}`);
    expect(found).toEqual(expect.arrayContaining(["DUPLICATE_NAME 3", "NAME_BLANK 3"]));
  });
});
