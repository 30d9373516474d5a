import { describe, expect, it } from "vitest";
import { browserLocales, chooseLang, inLanguage, langOfEnv, langOfLocale, langOfLocales, sameLanguage } from "./choose";
import { formatList, formatNumber, formatPercent } from "./format";
import { byLang, isLang, LANG_NAMES, LANGS } from "./lang";

describe("choosing a language", () => {
  it("takes what was asked, then what was stored, then the system's language, then English", () => {
    const all = { asked: "ja", stored: "en", system: "en", otherwise: "en" } as const;
    expect(chooseLang(all)).toBe("ja");
    expect(chooseLang({ ...all, asked: null })).toBe("en");
    expect(chooseLang({ asked: null, stored: "ja", system: "en" })).toBe("ja");
    expect(chooseLang({ asked: undefined, stored: null, system: "ja", otherwise: "en" })).toBe("ja");
    expect(chooseLang({ otherwise: "ja" })).toBe("ja");
    expect(chooseLang({})).toBe("en");
  });

  it("passes over what it does not speak, and a hostile value, without failing", () => {
    expect(chooseLang({ asked: "fr", stored: "constructor", system: langOfLocales(["__proto__", "ja"]) })).toBe("ja");
    expect(chooseLang({ asked: "JA", system: langOfLocales([]) })).toBe("en");
  });

  it("reads navigator.language where navigator.languages is empty", () => {
    expect(browserLocales({ languages: [], language: "ja-JP" })).toEqual(["ja-JP"]);
    expect(browserLocales({ languages: ["fr", "ja"], language: "fr" })).toEqual(["fr", "ja"]);
    expect(browserLocales({ languages: [] })).toEqual([]);
  });

  it("takes the first of the browser's languages that it speaks", () => {
    expect(langOfLocales(["fr-FR", "ja-JP", "en-US"])).toBe("ja");
    expect(langOfLocales(["en-GB", "ja"])).toBe("en");
    expect(langOfLocales(["fr", "de"])).toBeUndefined();
  });

  it("lets the first POSIX variable set decide, as gettext does, even for a language it lacks", () => {
    expect(langOfEnv({ LC_ALL: "C", LANG: "ja_JP.UTF-8" })).toBe("en");
    expect(langOfEnv({ LC_MESSAGES: "ja_JP.eucJP", LANG: "en_GB.UTF-8" })).toBe("ja");
    expect(langOfEnv({ LANG: "" })).toBeUndefined();
    expect(chooseLang({ system: langOfEnv({}), otherwise: "ja" })).toBe("ja");
    expect(chooseLang({ system: langOfEnv({ LANG: "en_US.UTF-8" }), otherwise: "ja" })).toBe("en");
  });

  it("reads a locale's language in POSIX and BCP 47 forms alike", () => {
    expect(["ja", "ja-JP", "ja_JP.UTF-8", "JA_jp", "ja@euro"].map(langOfLocale)).toEqual([
      "ja",
      "ja",
      "ja",
      "ja",
      "ja",
    ]);
    expect(["jam_JM", "C", "POSIX", "", "fr"].map(langOfLocale)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("locale names of one language", () => {
  it("match by their first part, in any form, and never when empty", () => {
    expect(sameLanguage("ja-JP", "ja")).toBe(true);
    expect(sameLanguage("ja_JP.UTF-8", "JA")).toBe(true);
    expect(sameLanguage("en-GB", "en-US")).toBe(true);
    expect(sameLanguage("jam", "ja")).toBe(false);
    expect(sameLanguage("", "")).toBe(false);
  });

  it("read a table by its own key first, then by a key in the same language, and nothing of its prototype", () => {
    const table = { "ja-JP": "region", fr: "own" };
    expect(inLanguage(table, "ja")).toBe("region");
    expect(inLanguage({ ...table, ja: "exact" }, "ja")).toBe("exact");
    expect(inLanguage(table, "fr-CA")).toBe("own");
    expect(inLanguage(table, "en")).toBeUndefined();
    expect(inLanguage(table, "__proto__")).toBeUndefined();
    expect(inLanguage(table, "constructor")).toBeUndefined();
  });
});

describe("Intl formats", () => {
  it("joins lists in each language's way", () => {
    const xs = ["Rope", "Knife", "Study"];
    expect(formatList("en", xs)).toBe("Rope, Knife and Study");
    expect(formatList("en", xs, "or")).toBe("Rope, Knife or Study");
    expect(formatList("ja", ["ロープ", "ナイフ", "書斎"])).toBe("ロープ、ナイフ、書斎");
    expect(formatList("ja", ["ロープ", "ナイフ"], "or")).toBe("ロープまたはナイフ");
    expect(formatList("en", ["Rope"])).toBe("Rope");
    expect(formatList("en", [])).toBe("");
  });

  it("keeps each item's ends clear where one holds what joins them", () => {
    expect(formatList("en", ["Hall, East", "Study", "Cellar"])).toBe("Hall, East; Study; and Cellar");
    expect(formatList("en", ["Arsenic and Old Lace", "Rope", "Knife"])).toBe("Arsenic and Old Lace; Rope; and Knife");
    expect(formatList("en", ["Arsenic and Old Lace", "Rope", "Knife"], "or")).toBe(
      "Arsenic and Old Lace; Rope; or Knife",
    );
    expect(formatList("en", ["Hall, East", "Rope", "Knife"], "or")).toBe("Hall, East; Rope; or Knife");
    expect(formatList("en", ["Grand Hall", "Band Room", "Study"])).toBe("Grand Hall, Band Room and Study");
    expect(formatList("en", ["an ordinary die", "a die with 1, 2 and ?"])).toBe(
      "an ordinary die and a die with 1, 2 and ?",
    );
    expect(formatList("ja", ["東、西の間", "書斎"])).toBe("\u300c東、西の間\u300d、\u300c書斎\u300d");
    expect(formatList("ja", ["ロープまたは縄", "ナイフ"], "or")).toBe(
      "\u300cロープまたは縄\u300dまたは\u300cナイフ\u300d",
    );
    expect(formatList("en", ["Hall, East"])).toBe("Hall, East");
  });

  it("writes numbers and shares", () => {
    expect(formatNumber("en", 12345)).toBe("12,345");
    expect(formatNumber("ja", 12345.678, 1)).toBe("12,345.7");
    expect(formatNumber("en", 3, 1)).toBe("3.0");
    expect(formatPercent("en", 0.125, 1)).toBe("12.5%");
    expect(formatPercent("ja", 0.25)).toBe("25%");
  });
});

describe("the languages", () => {
  it("names each in itself and knows only those", () => {
    expect(LANGS.map((l) => LANG_NAMES[l])).toEqual(["English", "日本語"]);
    expect([isLang("ja"), isLang("de"), isLang(undefined), isLang("toString")]).toEqual([true, false, false, false]);
  });

  it("reads an area's Japanese only when it is first asked for", () => {
    let loads = 0;
    const area = byLang({ hi: "Hello" }, () => (loads++, { hi: "こんにちは" }));
    expect(area.en.hi).toBe("Hello");
    expect(loads).toBe(0);
    expect(area.ja.hi).toBe("こんにちは");
    expect(loads).toBe(1);
  });
});
