// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderMarkdown, safeLink } from "./markdown";

const html = (src: string) => renderToStaticMarkup(<div>{renderMarkdown(src)}</div>);

const HOSTILE = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](  javascript:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox)",
  "[click](file:///etc/passwd)",
  "![x](javascript:alert(1))",
  "![x](http://example.com/track.png)",
  '<a href="javascript:alert(1)">a</a>',
  "<iframe src=//evil></iframe>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<svg onload=alert(1)>",
  "<<script>script>alert(1)<</script>/script>",
  "[x](<javascript:alert(1)>)",
  "<details open ontoggle=alert(1)>",
  "`<script>`",
  "```html\n<script>alert(1)</script>\n```",
  '[a](http://x "title" onclick=alert(1))',
];

describe("rules text", () => {
  it("renders Markdown: headings one level down, lists, emphasis, tables, safe links", () => {
    const out = html(
      "## Setup\n\n1. One *two* **three**\n2. `four`\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n[site](https://example.com) and [top](#setup)",
    );
    expect(out).toContain("<h3>Setup</h3>");
    expect(out).toContain("<ol><li>One <em>two</em> <strong>three</strong></li><li><code>four</code></li></ol>");
    expect(out).toContain('<th style="text-align:left">a</th>');
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>');
    expect(out).toContain('<a href="#setup" rel="noopener noreferrer">top</a>');
  });

  it.each(HOSTILE)("lets nothing run in %s", (src) => {
    const div = document.createElement("div");
    div.innerHTML = html(src);
    // No element beyond the allowed tags, no event handler, no unsafe URL, anywhere.
    for (const el of div.querySelectorAll("*")) {
      expect(["DIV", "P", "A", "CODE", "PRE", "EM", "STRONG", "SPAN", "BR"]).toContain(el.tagName);
      for (const a of el.attributes) {
        expect(a.name).not.toMatch(/^on/i);
        if (a.name === "href") expect(safeLink(a.value)).toBe(true);
        expect(["href", "rel", "target"]).toContain(a.name);
      }
    }
    expect(div.querySelector("script, img, iframe, svg, details")).toBeNull();
  });

  it("shows raw HTML as the text it is", () => {
    expect(html("<b>bold</b>")).toBe("<div><p>&lt;b&gt;bold&lt;/b&gt;</p></div>");
  });

  it("accepts only http, https, mailto and in-page links", () => {
    for (const ok of ["https://a.example", "http://a", "mailto:x@y", "#rules", "HTTPS://A"])
      expect(safeLink(ok)).toBe(true);
    for (const bad of [
      "javascript:x",
      " javascript:x",
      "data:text/html,x",
      "//evil",
      "file:///x",
      "about:blank",
      "page.html",
      "#a b",
    ])
      expect(safeLink(bad)).toBe(false);
  });
});
