// Baking an edition into the player page: the policy allows exactly the page's inline code (by hash)
// and no connection, sits before any script, and a page that is not one self-contained file is refused.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bakeHtml, contentSecurityPolicy, EDITION_ELEMENT } from "../../compiler/emit/html";

const hash = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
const page = (head: string, body = "") => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe("the page's Content-Security-Policy", () => {
  it("lists exactly the hashes of its inline scripts and styles, and forbids everything else", () => {
    const html = page(`${EDITION_ELEMENT}<style>a{}</style>`, "<script type=module>go()</script><SCRIPT>two()</SCRIPT>");
    expect(contentSecurityPolicy(html).split("; ")).toEqual([
      "default-src 'none'",
      "connect-src 'none'",
      `script-src ${[hash("go()"), hash("two()")].sort().join(" ")}`,
      `style-src ${hash("a{}")}`,
      "img-src data: blob:",
      "font-src data:",
      "worker-src blob:",
      "base-uri 'none'",
      "form-action 'none'",
    ]);
  });

  it("hashes a script holding a character that lowercases to two (U+0130, in pdf-lib's font tables) exactly", () => {
    const html = page("", '<script>const s = "\u0130\u0130";</script><style>c{}</style>');
    const policy = contentSecurityPolicy(html);
    expect(policy).toContain(`script-src ${hash('const s = "\u0130\u0130";')}`);
    expect(policy).toContain(`style-src ${hash("c{}")}`);
  });

  it("allows no script at all on a page that has none", () => {
    expect(contentSecurityPolicy(page("<style>b{}</style>"))).toContain("script-src 'none'");
  });

  it("is placed right after the charset, before every script", () => {
    const out = bakeHtml(page(EDITION_ELEMENT, "<script>x()</script>"), '{"a":1}');
    expect(out.indexOf("Content-Security-Policy")).toBeGreaterThan(out.indexOf("charset"));
    expect(out.indexOf("Content-Security-Policy")).toBeLessThan(out.indexOf("<script"));
  });
});

describe("bakeHtml", () => {
  it("puts the JSON in the one edition element, with < and line separators escaped", () => {
    const out = bakeHtml(page(EDITION_ELEMENT), JSON.stringify({ name: "</script><!--\u2028$&" }));
    expect(out).toContain('<script type="application/json" id="clue-edition">{"name":"\\u003c/script>\\u003c!--\\u2028$&"}</script>');
  });

  it("titles the page with the edition's name, escaped ($& in a name is not a pattern)", () => {
    const out = bakeHtml(page("<title>Clue Kit</title>" + EDITION_ELEMENT), "{}", "Clue: </title><script>x()</script> $&");
    expect(out).toContain("<title>Clue: &#60;/title&#62;&#60;script&#62;x()&#60;/script&#62; $&#38;</title>");
    expect(out.match(/<title>/g)).toHaveLength(1);
  });

  it("refuses a page without the element, with two, with a script file, or with a policy of its own", () => {
    expect(() => bakeHtml(page(""), "{}")).toThrow(/exactly one/);
    expect(() => bakeHtml(page(EDITION_ELEMENT + EDITION_ELEMENT), "{}")).toThrow(/found 2/);
    expect(() => bakeHtml(page(EDITION_ELEMENT, '<script src="main.js"></script>'), "{}")).toThrow(/self-contained/);
    expect(() => bakeHtml(page(`<meta http-equiv="Content-Security-Policy" content="default-src *">${EDITION_ELEMENT}`), "{}")).toThrow(/already/);
  });

  it("works out again the policy it wrote into a page before (the player's build bakes it with no edition)", () => {
    const template = bakeHtml(page(EDITION_ELEMENT, "<script>x()</script>"), null);
    const baked = bakeHtml(template, '{"a":1}', "Clue");
    expect(baked.match(/Content-Security-Policy/g)).toHaveLength(1);
    // The edition is a data block, never run: the baked page's policy is the template's.
    const policy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    expect(policy(baked)).toBe(policy(template));
    expect(baked).toBe(bakeHtml(page(EDITION_ELEMENT, "<script>x()</script>"), '{"a":1}', "Clue"));
  });
});

describe("reading the page's inline code as the parser does", () => {
  it("takes a <style> or <script> inside a script's text, or inside a comment, for text", () => {
    const js = "const css = `<style>x{}</` + `style>`; const t = '<script>'; go()";
    const html = page(`${EDITION_ELEMENT}<!-- <style>c{}</style> --><style>real{}</style>`, `<script>${js}</script>`);
    const policy = contentSecurityPolicy(html);
    expect(policy).toContain(`style-src ${hash("real{}")};`);
    expect(policy).toContain(`script-src ${hash(js)};`);
  });
});
