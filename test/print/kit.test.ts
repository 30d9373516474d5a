// The kit read back with poppler as a printer and a player meet it: every page the paper's size, every
// card's name once among the fronts, every card on the notepad, the same bytes twice, and the Japanese
// kit's text in the locale's words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { PAPER_SIZE } from "../../compiler/print/paper";
import { ja } from "../../compiler/print/messages/ja";
import { loadEdition, ROOT } from "../editions";
import { kitFile, pageSizes, pageTexts, print } from "./pdf";

const lines = (text: string) => text.split("\n").map((l) => l.trim());
/** Pages' text as one line: a long name wraps over two lines of its card. */
const flat = (pages: string[]) => pages.join(" ").replace(/\s+/g, " ");

/** How often `name` stands as a whole in `text`, less its times inside a longer name of `all`. */
function times(text: string, name: string, all: string[]): number {
  const count = (n: string) =>
    [
      ...text.matchAll(
        new RegExp(`(?<![\\p{L}\\p{N}])${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "gu"),
      ),
    ].length;
  return count(name) - all.filter((o) => o !== name && o.includes(name)).reduce((t, o) => t + count(o), 0);
}

function cardNames(id: string): string[] {
  const { edition } = loadEdition(id);
  return [...edition.suspects, ...edition.weapons, ...edition.rooms.filter((r) => r.card)].map((c) => c.name);
}

describe("the print kit", () => {
  for (const paper of ["a4", "letter"] as const)
    it(`has every page exactly ${paper} size, to 0.1 pt`, async () => {
      for (const id of ["classic", "the-office"]) {
        const sizes = pageSizes(await kitFile(id, { paper }));
        expect(sizes.length).toBeGreaterThan(10);
        for (const s of sizes) {
          expect(Math.abs(s.w - PAPER_SIZE[paper].w)).toBeLessThan(0.1);
          expect(Math.abs(s.h - PAPER_SIZE[paper].h)).toBeLessThan(0.1);
        }
      }
    });

  it("prints every card's name exactly once among the card fronts", async () => {
    for (const id of ["classic", "the-office"]) {
      const cards = loadEdition(id).edition.terms.cards;
      const fronts = flat(pageTexts(await kitFile(id)).filter((t) => t.includes(`${cards} · fronts · sheet `)));
      const names = cardNames(id);
      for (const name of names) expect(times(fronts, name, names), `${id}: ${name}`).toBe(1);
    }
  });

  it("lists every card on the notepad, under the edition's own name for it", async () => {
    for (const id of ["classic", "the-office", "tower-of-terror"]) {
      const { edition } = loadEdition(id);
      const pad = pageTexts(await kitFile(id)).find((t) => lines(t).includes(edition.terms.notepad));
      expect(pad, `${id}: a page titled ${edition.terms.notepad}`).toBeDefined();
      const got = lines(pad ?? "");
      for (const name of cardNames(id)) expect(got, `${id}: ${name}`).toContain(name);
    }
  });

  it("prints The Office's Intrigue deck: every Keeper once per copy, and the Clocks", async () => {
    const { edition } = loadEdition("the-office");
    const intrigue = edition.modules.intrigue;
    if (!intrigue) throw new Error("The Office has its Intrigue deck");
    const fronts = flat(pageTexts(await kitFile("the-office")).filter((t) => /Intrigue · fronts/.test(t)));
    const names = intrigue.keepers.map((k) => k.name);
    for (const k of intrigue.keepers) expect(times(fronts, k.name, names), k.name).toBe(k.count);
    // "Clock" stands on each Clock card twice, as its name and in its text ("Draw a Clock"), and in some
    // Keepers' texts.
    const inKeepers = intrigue.keepers.reduce((n, k) => n + k.count * times(k.text, "Clock", []), 0);
    expect(times(fronts, "Clock", [])).toBe(intrigue.clocks * 2 + inKeepers);
  });

  it("prints Tower of Terror in Japanese with the locale's words", async () => {
    const locale = parse(readFileSync(join(ROOT, "variants/tower-of-terror/locales/ja.yaml"), "utf8")) as {
      name: string;
      terms: { notepad: string };
      suspects: Record<string, string>;
      weapons: Record<string, string>;
      rooms: Record<string, string>;
    };
    const path = await kitFile("tower-of-terror", { paper: "a4", lang: "ja" });
    const text = pageTexts(path).join("\n");
    for (const name of [
      ...Object.values(locale.suspects),
      ...Object.values(locale.weapons),
      ...Object.values(locale.rooms),
      locale.terms.notepad,
      ja.rules,
    ])
      expect(text, name).toContain(name);
    // And none of the English names.
    expect(text).not.toContain("Minnie Mouse");
  });

  it("gives the same bytes twice", async () => {
    const compiled = loadEdition("the-office");
    const [a, b] = [await print(compiled, { paper: "letter" }), await print(compiled, { paper: "letter" })];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).toString("latin1")).not.toMatch(/CreationDate|ModDate/);
  });
});
