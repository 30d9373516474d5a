// In Chromium, under the Content-Security-Policy the build writes: the compiler runs in a page (no eval:
// the validators are generated code), hostile names in a built page stay text, and board art with
// scripts, handlers and external references neither runs nor loads anything (the raw file, as a
// control, does both in the same browser).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeArt } from "../../compiler/art/sanitize";
import { emitFiles } from "../../compiler/build";
import { compile } from "../../compiler/compile";
import { bakeHtml } from "../../compiler/emit/html";
import { launch } from "../browser/chromium";
import { loadEdition, ROOT } from "../editions";
import { EVIL } from "./art/evil";
import { HOSTILE_NAMES, hostileYaml } from "./hostile-edition";

let browser: Browser;
const dir = mkdtempSync(join(tmpdir(), "clue-pages-"));
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Unset when the launch failed.
  await (browser as Browser | undefined)?.close();
});

/** Opens a file, noting every request other than the file itself, page errors and CSP reports. */
async function open(file: string): Promise<{ page: Page; requests: string[]; errors: string[]; csp: string[]; pwned: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  const csp: string[] = [];
  // Every value a page gives \`pwned\`, kept outside it: a javascript: link that runs replaces the document.
  const pwned: string[] = [];
  await page.exposeBinding("reportPwned", (_source, v: unknown) => void pwned.push(String(v)));
  await page.addInitScript(() => {
    let last: unknown;
    const g = globalThis as unknown as { reportPwned: (v: unknown) => void };
    Object.defineProperty(globalThis, "pwned", { configurable: true, get: () => last, set: (v) => ((last = v), g.reportPwned(v)) });
  });
  const url = pathToFileURL(file).href;
  page.on("request", (r) => r.url() !== url && requests.push(r.url()));
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => (m.text().includes("Content Security Policy") ? csp : errors).push(m.text()));
  await page.goto(url);
  return { page, requests, errors, csp, pwned };
}

const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe("the compiler in a page under the build's CSP", () => {
  const entry = write(
    "entry.ts",
    `import { compile } from ${JSON.stringify(join(ROOT, "compiler/compile.ts"))};
     const run = (text: string) => { const r = compile({ file: "edition.yaml", text }); return { ok: !!r.compiled, codes: r.diagnostics.map((d) => d.code), rooms: r.compiled?.edition.rooms.length ?? 0 }; };
     const texts = JSON.parse(document.getElementById("texts")!.textContent!);
     document.getElementById("out")!.textContent = JSON.stringify(texts.map(run));
     let evalBlocked = false;
     try { new Function("return 1")(); } catch { evalBlocked = true; }
     document.body.dataset.evalBlocked = String(evalBlocked);`,
  );
  const bundle = buildSync({ entryPoints: [entry], bundle: true, write: false, format: "esm", platform: "browser", target: "es2022", logLevel: "error" }).outputFiles[0]?.text ?? "";

  it("compile() checks a good edition and a broken one, and new Function is refused", async () => {
    const classic = readFileSync(join(ROOT, "variants/classic/edition.yaml"), "utf8");
    const broken = classic.replace("players:", "player:");
    const texts = JSON.stringify([classic, broken]).replace(/</g, "\\u003c");
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>compile</title>
      <script type="application/json" id="texts">${texts}</script></head>
      <body><pre id="out"></pre><script type="module">${bundle.replace(/<\/script/gi, "<\\/script")}</script></body></html>`;
    const { page, errors, csp, requests } = await open(write("compile.html", bakeHtml(html, null)));
    await page.waitForFunction(() => document.getElementById("out")?.textContent !== "");
    const out = JSON.parse((await page.textContent("#out")) ?? "[]") as { ok: boolean; codes: string[]; rooms: number }[];
    expect(out[0]).toEqual({ ok: true, codes: [], rooms: 9 });
    expect(out[1]?.ok).toBe(false);
    expect(out[1]?.codes).toContain("SCHEMA_UNKNOWN_KEY");
    // The policy is really in force: the page's own attempt at eval was refused, and reported.
    expect(await page.getAttribute("body", "data-eval-blocked")).toBe("true");
    expect(csp.every((m) => /eval/i.test(m))).toBe(true);
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });
});

describe("a built page with hostile names", () => {
  it("shows every name as text and runs none of them", async () => {
    const r = compile({ file: "edition.yaml", text: hostileYaml() });
    if (!r.compiled) throw new Error("the hostile edition does not compile");
    const player = readFileSync(join(ROOT, "test/build/template/index.html"), "utf8");
    const html = emitFiles(r.compiled, "edition.yaml", {}, { player }).get("index.html") ?? "";
    const { page, errors, csp, requests } = await open(write("hostile.html", html));
    await page.waitForSelector("body[data-ready=yes]");
    expect(await page.textContent("#name")).toBe(HOSTILE_NAMES.edition);
    expect(await page.locator("#names li").allTextContents()).toEqual([...HOSTILE_NAMES.suspects, ...HOSTILE_NAMES.weapons, ...HOSTILE_NAMES.rooms]);
    expect(await page.evaluate(() => (globalThis as { pwned?: unknown }).pwned)).toBeUndefined();
    expect([...errors, ...csp, ...requests]).toEqual([]);
    await page.close();
  });
});

describe("board art in Chromium", () => {
  // Every element is sent what a visitor's pointer and keyboard could send it, directly: hovering by the
  // mouse reaches only the topmost shape, and the board's squares cover most of the art. Then a real click.
  const poke = async (page: Page) => {
    await page.evaluate(() => {
      for (const el of document.querySelectorAll("*")) {
        for (const type of ["mouseover", "mouseenter", "mousemove", "mousedown", "mouseup", "click", "dblclick"]) el.dispatchEvent(new MouseEvent(type, { bubbles: true }));
        for (const type of ["focus", "focusin", "blur"]) el.dispatchEvent(new FocusEvent(type, { bubbles: true }));
      }
    });
    await page.mouse.click(10, 10);
    await page.waitForTimeout(300);
  };

  it("the raw evil SVG, as a control, runs script and tries to load from the network", async () => {
    const { page, requests, pwned } = await open(write("evil.svg", EVIL));
    await poke(page);
    // Each way in runs: on load, the script, a handler under the other shapes, a javascript: link.
    expect(pwned).toEqual(expect.arrayContaining(["onload", "script", "hover", "onclick", "link"]));
    expect(requests.some((u) => u.includes("127.0.0.1"))).toBe(true);
    await page.close();
  });

  it("board.svg with that art, sanitized, runs nothing and requests nothing", async () => {
    const art = await sanitizeArt(EVIL);
    if ("error" in art) throw new Error(art.error);
    const svg = emitFiles(loadEdition("classic"), "edition.yaml", { board: art.tree }, {}).get("board.svg") ?? "";
    const { page, requests, errors, pwned } = await open(write("board.svg", svg));
    expect(await page.locator("circle#art-moon").count()).toBe(1);
    await poke(page);
    expect(pwned).toEqual([]);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await page.screenshot({ path: join(dir, "board.png") });
    await page.close();
  });
});
