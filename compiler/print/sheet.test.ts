// Wrapping a card's text: at spaces, and between characters where a word alone is too wide (Japanese),
// never opening a line with what Japanese may not begin one with.
import { describe, expect, it } from "vitest";
import { wrap } from "./sheet";

// Every character one unit wide: a line of `width` holds `width` characters.
const type = { width: (text: string) => [...text].length } as unknown as Parameters<typeof wrap>[0];

describe("wrap", () => {
  it("breaks at spaces", () => {
    expect(wrap(type, "Lead Pipe and Rope", 1, 9)).toEqual(["Lead Pipe", "and Rope"]);
  });

  it("breaks a word wider than the line between its characters", () => {
    expect(wrap(type, "トワイライトゾーン", 1, 4)).toEqual(["トワイラ", "イトゾー", "ン"]);
  });

  it("opens no line with a long vowel mark, a small kana or a closing mark", () => {
    const lines = wrap(type, "クルー：トワイライトゾーンのタワー・オブ・テラー。", 1, 6);
    expect(lines.join("")).toBe("クルー：トワイライトゾーンのタワー・オブ・テラー。");
    expect(lines.filter((l) => /^[ー。：・ァィゥェォッャュョ]/u.test(l))).toEqual([]);
    expect(lines.every((l) => [...l].length <= 6)).toBe(true);
  });
});
