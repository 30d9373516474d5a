// The type checker keeps the two languages of every message area together: these lines compile only
// because each @ts-expect-error meets the error it announces (`tsc` reports an unused one), and the
// assertions show the words a well-typed call gives.
import { describe, expect, it } from "vitest";
import type { Frame } from "./en/frame";
import { translator } from "./i18n";
import { frame as frameJa } from "./ja/frame";

describe("the editor's typed messages", () => {
  it("fails the type check for a Japanese area missing a key or a sentence asking for other values", () => {
    const { open: _open, ...menuWithoutOpen } = frameJa.menu;
    // @ts-expect-error: a Japanese menu without "open" is not a Frame's menu.
    const missing: Frame["menu"] = menuWithoutOpen;
    // @ts-expect-error: the print sentence's blank is `file`, a string; a number or another name is refused.
    const misshapen: Frame["print"] = { ...frameJa.print, done: ({ n }: { n: number }) => `${n}` };
    expect([missing.undo, misshapen.a4]).toEqual(["元に戻す", "A4 で印刷キットを作る"]);
  });

  it("checks every key and every blank at the call", () => {
    const t = translator("ja");
    // Type-checked, never run.
    const wrong = () => [
      // @ts-expect-error: no such key.
      t("menu.nothing"),
      // @ts-expect-error: the sentence has a blank to fill.
      t("print.done"),
      // @ts-expect-error: its blank is `file`, not `name`.
      t("print.done", { name: "x.pdf" }),
      // @ts-expect-error: a sentence without blanks takes no values.
      t("menu.open", { file: "x" }),
    ];
    expect(typeof wrong).toBe("function");
    expect(t("print.done", { file: "kit.pdf" })).toMatch(/^kit\.pdf をダウンロードしました。/);
    expect(translator("en")("kb.cell", { row: 3, col: 4 })).toBe("row 3, column 4");
  });

  it("says a list of files as one or several", () => {
    const t = translator("en");
    expect(t("status.localesAdded", { files: ["ja.yaml"] })).toBe(
      "Added the translation ja.yaml: it is checked with the edition.",
    );
    expect(t("status.localesAdded", { files: ["ja.yaml", "fr.yaml"] })).toBe(
      "Added the translations ja.yaml and fr.yaml: they are checked with the edition.",
    );
    expect(translator("ja")("status.localesAdded", { files: ["ja.yaml", "fr.yaml"] })).toBe(
      "翻訳 ja.yaml、fr.yaml を追加しました。エディションと一緒に検査されます。",
    );
  });
});
