import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Name, isolate, isolatedText, say, withNames } from "./names";

const HEBREW = "שרה לוי";

describe("isolated names", () => {
  it("puts each isolated argument back as a <bdi> where the message places it, other words as they are", () => {
    const shown = (who: string, whom: string, card: string) => `${who} showed ${card} to ${whom}.`;
    expect(renderToStaticMarkup(say(shown, isolate(HEBREW), isolate("Bob"), "a card"))).toBe(
      `<bdi class="name">${HEBREW}</bdi> showed a card to <bdi class="name">Bob</bdi>.`,
    );
  });

  it("follows the language's word order, and a name the message leaves out is simply absent", () => {
    const ja = (name: string) => `${name} の勝ち！`;
    expect(renderToStaticMarkup(say(ja, isolate(HEBREW)))).toBe(`<bdi class="name">${HEBREW}</bdi> の勝ち！`);
    const you = (name: string, me: boolean) => (me ? "You win!" : `${name} wins!`);
    expect(renderToStaticMarkup(say(you, isolate("Ann"), true))).toBe("You win!");
  });

  it("shows a name holding the markers' look-alikes as text, and markup in a name as text", () => {
    const line = (a: string, b: string) => `${a} and ${b}`;
    expect(renderToStaticMarkup(say(line, isolate("1\uE001"), isolate("<b>x</b>")))).toBe(
      '<bdi class="name">1\uE001</bdi> and <bdi class="name">&lt;b&gt;x&lt;/b&gt;</bdi>',
    );
  });

  it("a name alone carries its whole text as a title when asked, and plain text isolates with FSI/PDI", () => {
    expect(renderToStaticMarkup(<Name title>{"A".repeat(80)}</Name>)).toBe(
      `<bdi class="name" title="${"A".repeat(80)}">${"A".repeat(80)}</bdi>`,
    );
    expect(isolatedText(HEBREW)).toBe(`\u2068${HEBREW}\u2069`);
  });
});

describe("withNames", () => {
  it("isolates the names a sentence's builder takes from functions", () => {
    const words = { seat: (s: number) => ["Ann", HEBREW][s] ?? "" };
    const reason = (w: typeof words) => `${w.seat(1)} showed ${w.seat(0)} the Rope.`;
    expect(renderToStaticMarkup(withNames((iso) => reason({ seat: (s) => iso(words.seat(s)) })))).toBe(
      `<bdi class="name">${HEBREW}</bdi> showed <bdi class="name">Ann</bdi> the Rope.`,
    );
  });
});
