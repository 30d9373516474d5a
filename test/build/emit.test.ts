// edition.ts of the three editions against golden files (UPDATE_GOLDEN=1 npx vitest run test/build to
// rewrite them after a deliberate change), every emitted file type-checked under --strict, and the same
// input giving the same bytes.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sanitizeArt } from "../../compiler/art/sanitize";
import { emitFiles } from "../../compiler/build";
import type { Art } from "../../compiler/emit/edition-json";
import { editionTsEmitter, type EditionTsEmitter } from "../../compiler/emit/edition-ts";
import { EDITIONS, loadEdition, ROOT } from "../editions";
import { typeErrors } from "./typecheck";

let emit: EditionTsEmitter;
const art = new Map<string, Art>();
beforeAll(async () => {
  emit = editionTsEmitter();
  for (const id of EDITIONS) {
    const file = loadEdition(id).edition.board.art;
    if (!file) continue;
    const clean = await sanitizeArt(readFileSync(join(ROOT, "variants", id, file), "utf8"));
    if ("error" in clean) throw new Error(clean.error);
    art.set(id, { board: clean.tree });
  }
});

const files = (id: string) => emitFiles(loadEdition(id), `variants/${id}/edition.yaml`, art.get(id) ?? {}, { editionTs: emit, player: readFileSync(join(ROOT, "test/build/template/index.html"), "utf8") });

describe("edition.ts", () => {
  for (const id of EDITIONS) {
    it(`${id} matches its golden file`, () => {
      const golden = join(ROOT, `test/build/golden/${id}.edition.ts`);
      const text = files(id).get("edition.ts") ?? "";
      if (process.env.UPDATE_GOLDEN || !existsSync(golden)) writeFileSync(golden, text);
      expect(text).toBe(readFileSync(golden, "utf8"));
    });

    it(`${id} type-checks under --strict, and its unions hold exactly the edition's ids`, () => {
      const compiled = loadEdition(id);
      const [suspect] = compiled.edition.suspects;
      const use = `
        import edition, { type SuspectId, type CardId, type Rules, suspectIds, source } from "./edition.ts";
        const first: SuspectId = ${JSON.stringify(suspect?.id)};
        // @ts-expect-error: not a suspect of this edition
        const wrong: SuspectId = "nobody-at-all";
        const all: readonly SuspectId[] = suspectIds;
        const card: CardId = first;
        const mode: Rules["movement"]["mode"] = edition.rules.movement.mode;
        const name: ${JSON.stringify(compiled.edition.name)} = edition.name;
        const hash: string = source.hash;
        export { wrong, all, card, mode, name, hash };
      `;
      expect(typeErrors({ "edition.ts": files(id).get("edition.ts") ?? "", "use.ts": use })).toEqual([]);
    });
  }

  it("a wrong id in a consumer is a type error (the check above can fail)", () => {
    const use = `import type { SuspectId } from "./edition.ts"; export const s: SuspectId = "nobody-at-all";`;
    expect(typeErrors({ "edition.ts": files("classic").get("edition.ts") ?? "", "use.ts": use }).join()).toMatch(/not assignable/);
  });
});

describe("a build", () => {
  it("carries Tower of Terror's art into edition.json and board.svg", () => {
    const f = files("tower-of-terror");
    expect(JSON.parse(f.get("edition.json") ?? "").art.board.name).toBe("svg");
    expect(f.get("board.svg")).toContain('<linearGradient id="art-sky"');
  });

  it("gives the same bytes twice, for every file of every edition", () => {
    for (const id of EDITIONS) {
      const a = files(id);
      const b = files(id);
      expect([...a.keys()]).toEqual(["edition.json", "edition.ts", "board.svg", "index.html"]);
      for (const [name, text] of a) expect(b.get(name), `${id}/${name}`).toBe(text);
    }
  });
});
