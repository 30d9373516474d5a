// Board art: the build's sanitizer (DOMPurify's SVG profile over jsdom, then the allowlist) removes each
// way an SVG can run or fetch something, one test each; the allowlist alone (what the player runs on
// edition.json) does the same on a hand-made tree; the check's sniffing refuses what is not SVG.
import { stringify } from "svgson";
import { beforeAll, describe, expect, it } from "vitest";
import { cleanArt, type ArtNode } from "../../edition/allowlist";
import { sanitizeArt } from "../../compiler/art/sanitize";
import { artProblem, MAX_ART_BYTES } from "../../compiler/art/sniff";
import { EVIL } from "./art/evil";
let clean: ArtNode;
let out: string;

const all = (n: ArtNode): ArtNode[] => [n, ...n.children.flatMap(all)];
const attrs = (n: ArtNode) => all(n).flatMap((x) => Object.entries(x.attributes));

beforeAll(async () => {
  const r = await sanitizeArt(EVIL);
  if ("error" in r) throw new Error(r.error);
  clean = r.tree;
  out = stringify(clean);
});

describe("the build's art sanitizer", () => {
  it("removes <script>", () => {
    expect(all(clean).some((n) => n.name === "script")).toBe(false);
    expect(out).not.toContain("pwned = \"script\"");
  });
  it("removes event handlers", () => {
    expect(attrs(clean).filter(([k]) => /^on/i.test(k))).toEqual([]);
    expect(out).not.toMatch(/onload|onclick|onmouseover/);
  });
  it("removes <foreignObject> and all inside it", () => {
    expect(all(clean).some((n) => /foreignobject|div|img/i.test(n.name))).toBe(false);
    expect(out).not.toContain("fo.png");
  });
  it("removes external <image href> and xlink:href, external <use>, external url() paint and <style>", () => {
    expect(out).not.toContain("127.0.0.1");
    expect(all(clean).filter((n) => n.name === "image").map((n) => n.attributes.href ?? n.attributes["xlink:href"])).toEqual([undefined, undefined]);
    expect(all(clean).some((n) => n.name === "style")).toBe(false);
  });
  it("removes javascript: links but keeps the shapes they wrapped", () => {
    expect(out).not.toMatch(/javascript:/i);
    expect(all(clean).some((n) => n.name === "a")).toBe(false);
    expect(all(clean).some((n) => n.name === "circle" && n.attributes.id === "art-moon")).toBe(true);
  });
  it("keeps the drawing: gradient, styles as attributes, local references renamed with the art- prefix", () => {
    const rect = all(clean).find((n) => n.name === "rect");
    expect(rect?.attributes).toMatchObject({ id: "art-bg", fill: "url(#art-sky)", stroke: "#000" });
    expect(all(clean).find((n) => n.name === "use" && n.attributes.href)?.attributes.href).toBe("#art-moon");
    expect(all(clean).some((n) => n.name === "linearGradient" && n.attributes.id === "art-sky")).toBe(true);
  });
});

describe("the player's allowlist over an svgson tree from edition.json", () => {
  const el = (name: string, attributes: Record<string, string> = {}, children: unknown[] = []) => ({ name, type: "element", value: "", attributes, children });
  const tree = el("svg", { viewBox: "0 0 10 10", onload: "x()" }, [
    el("script", {}, [{ type: "text", value: "x()" }]),
    el("rect", { width: "1", onclick: "x()", style: "fill:red", fill: "url(https://e.example/p)" }),
    el("foreignObject", {}, [el("iframe", { src: "https://e.example" })]),
    el("image", { href: "https://e.example/i.png" }),
    el("image", { href: "data:image/png;base64,iVBORw0KGgo=" }),
    el("a", { href: "javascript:x()" }, [el("path", { d: "M0 0h1" })]),
    el("use", { "xlink:href": "#p" }),
    "not a node",
    { type: "element", name: 7 },
  ]);
  const got = cleanArt(tree);

  it("drops scripts, handlers, foreignObject, external hrefs and paint, links (keeping their shapes)", () => {
    expect(got && stringify(got)).toBe(
      '<svg viewBox="0 0 10 10"><rect width="1"/><image/><image href="data:image/png;base64,iVBORw0KGgo="/><g><path d="M0 0h1"/></g><use xlink:href="#art-p"/></svg>',
    );
  });
  it("refuses what is not an <svg> tree, and stops at its depth and size limits", () => {
    for (const bad of [null, 1, "svg", [], el("g"), el("script")]) expect(cleanArt(bad)).toBeUndefined();
    expect(cleanArt({ type: "element", name: "svg", children: "x", attributes: null })).toEqual(el("svg"));
    let deep: unknown = el("g");
    for (let i = 0; i < 5000; i++) deep = el("g", {}, [deep]);
    const shallow = cleanArt(el("svg", {}, [deep]));
    const depth = (n: ArtNode): number => 1 + Math.max(0, ...n.children.map(depth));
    expect(depth(shallow as ArtNode)).toBeLessThanOrEqual(41);
  });
});

describe("the check's sniffing of board art", () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it("accepts a small SVG, with or without an XML declaration and comments", () => {
    expect(artProblem(bytes(EVIL))).toBeUndefined();
    expect(artProblem(bytes('<!-- art --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
  it("refuses a DOCTYPE, other XML, HTML, binary data, and files over the cap", () => {
    expect(artProblem(bytes('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'))).toMatch(/DOCTYPE/);
    expect(artProblem(bytes("<html><svg></svg></html>"))).toMatch(/not an SVG/);
    expect(artProblem(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]))).toMatch(/not UTF-8/);
    expect(artProblem(bytes(`<svg>${" ".repeat(MAX_ART_BYTES)}</svg>`))).toMatch(/larger than 256 KiB/);
    expect(artProblem(bytes("<svg><g>"))).toMatch(/not a whole SVG/);
  });
});

describe("the allowlist run twice", () => {
  it("changes nothing the second time (the build runs it, then the player)", () => {
    expect(cleanArt(clean)).toEqual(clean);
  });
});
