// `npm run build` (build --site) and `npm start`'s server: the index page links every edition and the
// editor; the editor page carries the same policy and checks an edition live under it; the server
// serves dist/ on localhost only and nothing outside it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch } from "../browser/chromium";
import { ROOT } from "../editions";

const parent = mkdtempSync(join(tmpdir(), "clue-site-"));
const out = join(parent, "site");
writeFileSync(join(parent, "secret.txt"), "not to be served");
let built: ReturnType<typeof spawnSync>;
let server: ChildProcess | undefined;
let served = "";

beforeAll(() => {
  built = spawnSync(process.execPath, [join(ROOT, "bin/clue-compile.js"), "build", "variants/classic", "variants/the-office", "--out", out, "--site"], { cwd: ROOT, encoding: "utf8" });
});
afterAll(() => {
  server?.kill();
});

describe("build --site", () => {
  it("writes an index page that links each edition's player and the editor", () => {
    expect(built.status, String(built.stderr)).toBe(0);
    const index = readFileSync(join(out, "index.html"), "utf8");
    for (const href of ["classic/index.html", "the-office/index.html", "editor/index.html"]) {
      expect(index).toContain(`href="${href}"`);
      expect(existsSync(join(out, href))).toBe(true);
    }
    expect(index).toContain('http-equiv="Content-Security-Policy"');
    // For players: the editions and the editor, none of the build's own files.
    expect(index).not.toMatch(/edition\.json|edition\.ts|board\.svg/);
  });

  it("the editor page has the policy, runs under it and checks an edition live", async () => {
    const html = readFileSync(join(out, "editor/index.html"), "utf8");
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; connect-src 'none'; script-src 'sha256-/);
    const browser = await launch();
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));
      page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
      await page.goto(`${pathToFileURL(join(out, "editor/index.html")).href}?edition=classic`);
      await page.getByTestId("diagnostics").waitFor({ state: "attached", timeout: 30_000 });
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("clue-compile serve", () => {
  it("serves dist/ on 127.0.0.1, prints the address, and refuses paths outside it", async () => {
    const data = mkdtempSync(join(tmpdir(), "clue-serve-"));
    server = spawn(process.execPath, [join(ROOT, "bin/clue-compile.js"), "serve", "--port", "0", "--dist", out, "--data", data]);
    const address = await new Promise<string>((resolve, reject) => {
      let text = "";
      server?.stdout?.on("data", (d: Buffer) => {
        text += d.toString();
        const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(text);
        if (m) resolve(m[0]);
      });
      server?.on("exit", () => reject(new Error(`serve exited: ${text}`)));
    });
    served = address;
    const get = (path: string) => fetch(new URL(path, address));
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("classic/index.html");
    expect((await get("/classic/")).headers.get("content-type")).toContain("text/html");
    expect((await get("/classic/board.svg")).headers.get("content-type")).toBe("image/svg+xml");
    // Raw paths, as a hostile client sends them (fetch would tidy the dots away first).
    const raw = (path: string) =>
      new Promise<number>((resolve) => httpGet({ host: "127.0.0.1", port: new URL(address).port, path }, (r) => (r.resume(), resolve(r.statusCode ?? 0))));
    for (const bad of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/classic/../../secret.txt", "/nothing-here"]) expect(await raw(bad), bad).toBe(404);
    expect((await fetch(address, { method: "POST" })).status).toBe(405);
  });

  it("serves a player that plays to the end over http as well as from file://, requesting nothing else", async () => {
    const address = served;
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const browser = await launch();
    try {
      const page = await browser.newPage();
      const requests: string[] = [];
      page.on("request", (r) => !r.url().startsWith("blob:") && requests.push(new URL(r.url()).pathname));
      await page.goto(`${address}classic/index.html?players=3&humans=0&seed=2&pace=instant`);
      await page.getByTestId("game-over").waitFor({ timeout: 90_000 });
      expect(requests).toEqual(["/classic/index.html"]);
    } finally {
      await browser.close();
    }
  });
});
