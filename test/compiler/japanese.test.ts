// The designer's tools in Japanese: every code of the catalogue has its Japanese title and explanation,
// every message and help line of every message file is said in Japanese, and compile() gives the
// diagnostics in the language it is asked for.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE, CODES } from "../../compiler/catalogue";
import { compile } from "../../compiler/compile";
import { say } from "../../compiler/words";
import { CATALOGUE_JA } from "../../compiler/words/ja/catalogue";
import { langOfEnv } from "../../i18n/choose";
import type { Text } from "../../compiler/words/text";
import { ROOT } from "../editions";
import { notJapanese } from "./japanese-words";

/** A stand-in for any argument: prints as text, counts as a number, maps and joins as a list. */
const ANY = Object.assign(["x"], { toString: () => "x", toLowerCase: () => "x" });
/** More stand-ins than any message takes (a paired entry does not tell how many it takes). */
const ARGS = Array.from({ length: 8 }, () => ANY);
/** The few messages whose arguments must be of their own kind (a key of a table, a schema's description). */
const SAMPLES: Record<string, unknown[]> = {
  "checks.artUnusable": ["art/board.svg", "notSvg", 256],
  "shape.typeHelp": ["integer", "The number of players."],
  "shape.branchesHelp": [["suspect", "highRoll"], "Who plays first."],
  "shape.described": ["The number of players."],
  "shape.pattern": ["colour"],
  "extends.noSuchEntry": ["suspects", "mustrd"],
};

/** Every entry of every message table, called with stand-ins where it takes arguments. */
function everyText(): [string, Text][] {
  const out: [string, Text][] = [];
  for (const [area, table] of Object.entries(say))
    for (const [key, entry] of Object.entries(table as Record<string, Text | ((...a: unknown[]) => Text)>)) {
      const name = `${area}.${key}`;
      const text = typeof entry === "function" ? entry(...(SAMPLES[name] ?? ARGS)) : entry;
      out.push([name, text]);
    }
  return out;
}

describe("the catalogue in Japanese", () => {
  it.each(CODES)("%s has a Japanese title and explanation", (code) => {
    const ja = CATALOGUE_JA[code];
    expect(notJapanese(ja.title), code).toBeUndefined();
    expect(notJapanese(ja.explain), code).toBeUndefined();
    // Not the English pasted in: each says as much as the English, in its own words.
    expect(ja.explain).not.toBe(CATALOGUE[code].explain);
    expect(ja.explain.length).toBeGreaterThan(CATALOGUE[code].explain.length / 4);
  });
});

describe("the message files in Japanese", () => {
  const texts = everyText();

  it("hold every area's messages", () => {
    expect(texts.length).toBeGreaterThan(200);
  });

  it.each(texts)("%s is said in Japanese", (_key, text) => {
    expect(notJapanese(text.ja)).toBeUndefined();
    expect(text.en).not.toBe(text.ja);
  });
});

describe("compile() in a language", () => {
  const text = readFileSync(join(ROOT, "test/fixtures/invalid/DOOR_NOT_ON_ROOM_EDGE.yaml"), "utf8");

  it("gives messages and help in Japanese with lang: ja, the same codes and places as in English", () => {
    const en = compile({ file: "e.yaml", text }).diagnostics;
    const ja = compile({ file: "e.yaml", text, lang: "ja" }).diagnostics;
    expect(ja.map((d) => [d.code, d.line, d.column, d.path])).toEqual(
      en.map((d) => [d.code, d.line, d.column, d.path]),
    );
    for (const d of ja) {
      expect(notJapanese(d.message)).toBeUndefined();
      expect(notJapanese(d.help ?? "")).toBeUndefined();
    }
    for (const d of en) expect(d.message).toMatch(/^[\x20-\x7e]+$/);
  });

  it("hands out plain diagnostics, without the other language riding along", () => {
    for (const lang of ["en", "ja"] as const)
      for (const d of compile({ file: "e.yaml", text, lang }).diagnostics) expect(Object.keys(d)).not.toContain("ja");
  });
});

describe("the language of the environment", () => {
  it("reads LC_ALL, then LC_MESSAGES, then LANG, as gettext does", () => {
    expect(langOfEnv({ LANG: "ja_JP.UTF-8" })).toBe("ja");
    expect(langOfEnv({ LANG: "ja" })).toBe("ja");
    expect(langOfEnv({ LC_ALL: "C", LANG: "ja_JP.UTF-8" })).toBe("en");
    expect(langOfEnv({ LC_MESSAGES: "ja_JP.eucJP", LANG: "en_GB.UTF-8" })).toBe("ja");
    expect(langOfEnv({ LANG: "en_US.UTF-8" })).toBe("en");
    expect(langOfEnv({ LANG: "jam_JM" })).toBe("en");
    expect(langOfEnv({})).toBeUndefined();
  });
});
