// Every title and description of the edition schema has its Japanese, and every Japanese entry still
// belongs to a text of the schema: the forms in Japanese show no English label or help.
import { describe, expect, it } from "vitest";
import schema from "../../schemas/edition.schema.json";
import { SCHEMA_JA, schemaText } from "./schema-ja";
import { EDITION_JA } from "./schema-ja-edition";
import { RULES_JA } from "./schema-ja-rules";

// Keywords whose values are data (a default, an example, a constant), not schema nodes with words to show.
const DATA = new Set(["default", "examples", "const", "enum"]);

/** Every title and description in the schema, $defs and union branches included. */
function texts(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) texts(n, out);
  else if (node !== null && typeof node === "object")
    for (const [k, v] of Object.entries(node)) {
      if (DATA.has(k)) continue;
      if ((k === "title" || k === "description") && typeof v === "string") out.add(v);
      else texts(v, out);
    }
  return out;
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
// Latin words the Japanese keeps, each for a reason: the brand, a file format with no Japanese name, the
// word for an id that the project's Japanese uses everywhere, and a unit as the compiler's Japanese writes it.
const LATIN_ALLOWED = new Set(["Clue", "Kit", "SVG", "ID", "KiB"]);
const ticked = (s: string): string[] => s.match(/`[^`]*`/g) ?? [];

describe("the schema's words in Japanese", () => {
  const all = texts(schema);

  it("walks the whole schema", () => {
    // Titles and descriptions of nested options, union branches and $defs are all found.
    expect(all).toContain("Draw when moved");
    expect(all).toContain("Cancel a Clock");
    expect(all).toContain("the question mark");
    expect(all.size).toBeGreaterThan(200);
  });

  it("has a Japanese entry for every title and description", () => {
    expect([...all].filter((t) => !SCHEMA_JA.has(t))).toEqual([]);
  });

  it("has no entry whose English is no longer in the schema", () => {
    expect([...SCHEMA_JA.keys()].filter((t) => !all.has(t))).toEqual([]);
  });

  it("gives each English text one entry, in one of the two parts", () => {
    expect(Object.keys(EDITION_JA).filter((k) => Object.hasOwn(RULES_JA, k))).toEqual([]);
  });

  it("writes every entry in Japanese, with English only as quoted file keys and a few allowed words", () => {
    const notJapanese = [...SCHEMA_JA].filter(([, ja]) => !JAPANESE.test(ja)).map(([en]) => en);
    expect(notJapanese).toEqual([]);
    const latin = [...SCHEMA_JA.values()].flatMap((ja) =>
      (ja.replace(/`[^`]*`/g, "").match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w)),
    );
    expect(latin).toEqual([]);
  });

  it("keeps every key or value the English quotes, as written", () => {
    const lost = [...SCHEMA_JA].flatMap(([en, ja]) => ticked(en).filter((q) => !ja.includes(q)));
    expect(lost).toEqual([]);
  });

  it("reads a text in the chosen language, falling back to the English", () => {
    expect(schemaText("Draw when moved", "ja")).toBe("移されたときに引く");
    expect(schemaText("Draw when moved", "en")).toBe("Draw when moved");
    expect(schemaText("An option added later", "ja")).toBe("An option added later");
    expect(schemaText("constructor", "ja")).toBe("constructor");
    expect(schemaText(undefined, "ja")).toBeUndefined();
  });
});
