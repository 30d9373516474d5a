// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { editionForTest } from "../../../test/editions-jsdom";
import { LangProvider } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { EditionTextProvider } from "../i18n/edition-context";
import { rules as en } from "../i18n/en/rules";
import { rules as ja } from "../i18n/ja/rules";
import type { Lang } from "../../../i18n/lang";
import type { Edition } from "../../../schemas/edition";
import { parseMarkdown } from "./parse";
import { Rules } from "./Rules";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { ruleSummary } from "./summary";

const classic = editionForTest("classic").edition;
const tower = editionForTest("tower-of-terror").edition;
const office = editionForTest("the-office").edition;
const lines = (e: Edition, lang: Lang) =>
  Object.fromEntries(
    ruleSummary(e, editionText(e, lang), lang === "en" ? en : ja).map((s) => [s.id, [s.label, ...s.lines].join(" | ")]),
  );
async function page(
  e: Edition,
  lang: Lang,
  parse: (src: string) => ReturnType<typeof parseMarkdown> | Promise<ReturnType<typeof parseMarkdown>> = parseMarkdown,
) {
  const host = document.createElement("div");
  const root = createRoot(host);
  act(() =>
    root.render(
      <LangProvider lang={lang}>
        <EditionTextProvider value={editionText(e, lang)}>
          <Rules edition={e} parse={parse} />
        </EditionTextProvider>
      </LangProvider>,
    ),
  );
  // The parse is handed in and may answer later (a Worker): let it.
  await act(() => new Promise((r) => setTimeout(r, 0)));
  const html = host.innerHTML;
  act(() => root.unmount());
  return html;
}

describe("rule options", () => {
  it("say each edition's options in its terms", () => {
    const c = lines(classic, "en");
    expect(c.dice).toBe("Dice | 2 dice, each with faces 1, 2, 3, 4, 5 and 6.");
    expect(c.first).toBe("First player | Miss Scarlett always moves first; then play passes to the left.");
    expect(c.passages).toBe(
      "Secret passages | Instead of rolling, take a passage: Kitchen – Study, Conservatory – Lounge.",
    );
    expect(c.end).toContain("if only one player is left in, that player wins");
    expect(c.intrigue).toBeUndefined();
    const o = lines(office, "en");
    expect(o.dice).toBe(
      "Dice | 2 dice: die 1 shows 1, 2, 3, 4, 5 and 6; die 2 shows 1, 2, 3, 4, 5 and ? (draw an Intrigue card).",
    );
    expect(o.movement).toContain("Move up to the number rolled");
    expect(o.accusations).toBe(
      "Accusation | Make an accusation only in Sales Dept., in a turn you move into it, once a game. | You may not make an accusation in the same turn as a rumor. | A wrong accusation puts its maker out of the game: no more moves, but still showing cards to disprove.",
    );
    expect(o.deal).toContain(
      "the rest lie face down in Sales Dept., where a player may look at them in a turn they move in.",
    );
    expect(o.movement).toContain(
      "If a rumor moved you into a room, you may stay there on your next turn without making one.",
    );
    expect(c.movement).not.toContain("you may stay there");
    expect(lines(tower, "en").accusations).toContain("Not after a suggestion that was disproved, though");
    expect(c.accusations).not.toContain("Not after");
    expect(o.weapons).toBe("Weapons | All the weapons start in Sales Dept.");
    expect(o.first).toContain("highest roll goes first");
    expect(o.intrigue).toContain("8 Clock cards and 14 Keepers");
    expect(o.keepers).toContain("Pretzel Day (×2): The pretzel guy");
    expect(o.powers).toContain("Pam — Front Desk Intel:");
    expect(o.end).toContain("if everyone is out, nobody wins");
  });

  it("in Japanese, with Tower of Terror's Japanese terms", () => {
    const t = lines(tower, "ja");
    expect(t.first).toBe("最初の手番 | 最初の手番はいつもミニーマウスです。その後は左隣りへ回ります。");
    expect(t.weapons).toBe("小道具 | 小道具は1つずつ、無作為に選んだ別々のロケーションに置きます。");
    expect(t.suggestions).toContain("入ったばかりのロケーションで推理ができます。キャラクターと小道具を1つずつ挙げ");
    expect(t.passages).toContain("キッチン⇔ゲストルーム1313号室");
    expect(t.accusations).toContain("ただし、推理が反証されたときは、その手番に告発はできません。");
    expect(t.deal).toContain(
      "「起こさないでください」封筒にはキャラクター・小道具・ロケーションのカードが1枚ずつ入っています。",
    );
  });
});

describe("Rules panel", () => {
  it("shows the edition's rules text from its locale", async () => {
    const html = await page(tower, "ja");
    expect(html).toContain("<h4>事件</h4>");
    expect(html).toContain('lang="ja"');
    // An edition with no Japanese rules text shows its own, marked as English.
    expect(await page({ ...classic, locales: {} }, "ja")).toContain('lang="en"');
    expect(await page(classic, "ja")).toContain('lang="ja"');
  });

  it("takes its tokens from a parse that answers later (a Worker), and shows the text as text if it fails", async () => {
    const later = await page(classic, "en", (src) => Promise.resolve(parseMarkdown(src)));
    expect(later).toContain("<h4>");
    const failed = await page({ ...classic, rulesText: "# Rules <b>x</b>" }, "en", () =>
      Promise.reject(new Error("worker gone")),
    );
    expect(failed).toContain("# Rules &lt;b&gt;x&lt;/b&gt;");
  });

  it("renders hostile tokens (from a Worker it can not trust) as text, never as markup", async () => {
    const evil = [
      {
        type: "html_block",
        tag: "",
        nesting: 0,
        attrs: null,
        content: "<img src=x onerror=alert(1)>",
        hidden: false,
        children: null,
      },
      {
        type: "x",
        tag: "script",
        nesting: 1,
        attrs: [
          ["src", "//evil"],
          ["onload", "alert(1)"],
        ],
        content: "",
        hidden: false,
        children: null,
      },
      {
        type: "x",
        tag: "a",
        nesting: 1,
        attrs: [
          ["href", "javascript:alert(1)"],
          ["onclick", "alert(1)"],
        ],
        content: "",
        hidden: false,
        children: null,
      },
      { type: "text", tag: "", nesting: 0, attrs: null, content: "inside", hidden: false, children: null },
      { type: "x", tag: "a", nesting: -1, attrs: null, content: "", hidden: false, children: null },
      "not a token",
      null,
      5,
    ] as never;
    const div = document.createElement("div");
    div.innerHTML = await page(classic, "en", () => evil);
    expect(
      div.querySelector(
        ".rules-text script, .rules-text img, .rules-text [href], .rules-text [onclick], .rules-text [onload]",
      ),
    ).toBeNull();
    expect(div.querySelector(".rules-text")?.textContent).toContain("<img src=x onerror=alert(1)>");
  });

  it("lets nothing in a hostile rules text run", async () => {
    const hostile: Edition = {
      ...classic,
      rulesText:
        '# Rules\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[win](javascript:alert(1)) [ok](https://example.com)\n\n<a href="javascript:alert(2)">raw</a>',
    };
    const div = document.createElement("div");
    div.innerHTML = await page(hostile, "en");
    expect(div.querySelector("script, img, iframe")).toBeNull();
    expect([...div.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["https://example.com"]);
    for (const el of div.querySelectorAll("*")) for (const a of el.attributes) expect(a.name).not.toMatch(/^on/);
    expect(div.textContent).toContain("<script>alert(1)</script>");
  });
});
