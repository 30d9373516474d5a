// `clue-compile print` as a designer runs it, and the inputs that must not get through: an edition with
// errors (its diagnostics, exit 1, nothing written), an --out that can not be written (exit 2 before any
// work), a language or paper the edition has not, and names too long, right-to-left or full of control
// characters, which are cleaned, shortened to fit their card and never reach the terminal raw.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardBox, CARD_H, CARD_W } from "../../compiler/print/card-grid";
import { PAPER_SIZE, PT } from "../../compiler/print/paper";
import { compile } from "../../compiler/compile";
import { ROOT } from "../editions";
import { file, pageTexts, print, words } from "./pdf";

const CLI = join(ROOT, "bin/clue-compile.js");
const run = (args: string[], cwd = ROOT) =>
  spawnSync(process.execPath, [CLI, "print", ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
const temp = () => mkdtempSync(join(tmpdir(), "clue-print-cli-"));
const BROKEN = join(ROOT, "test/fixtures/invalid/ACCUSATION_ROOM_IS_CARD.yaml");
const MINI = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8");

const LONG = "Colonel" + "Mustardington".repeat(5) + "Mustards"; // 80 characters, the most a name may have
const RTL = "הגברת סקרלט";
const CODE = "<script>alert(1)</script>";

/** mini.yaml with a long name without spaces, a right-to-left one and one that looks like code. */
function hostile(dir: string): string {
  const text = MINI.replace("name: Red,", `name: "${LONG}",`)
    .replace("name: Blue,", `name: "${RTL}",`)
    .replace("name: Rope }", `name: "${CODE}" }`);
  writeFileSync(join(dir, "edition.yaml"), text);
  return dir;
}

/** Every word of the card fronts lies inside one card's trim box. */
function wordsInsideCards(path: string, paper: "a4" | "letter"): void {
  const [w, h] = [PAPER_SIZE[paper].w / PT, PAPER_SIZE[paper].h / PT];
  const fronts = new Set(pageTexts(path).flatMap((t, i) => (/ · fronts · sheet /.test(t) ? [i + 1] : [])));
  const boxes = Array.from({ length: 9 }, (_, i) => cardBox(i, w, h, false));
  const onCards = words(path).filter((wd) => fronts.has(wd.page) && wd.x0 > 12 * PT && wd.x1 < (w - 12) * PT);
  expect(onCards.length).toBeGreaterThan(10);
  for (const wd of onCards) {
    const inside = boxes.some(
      (b) => wd.x0 >= b.x * PT && wd.x1 <= (b.x + CARD_W) * PT && wd.y0 >= b.y * PT && wd.y1 <= (b.y + CARD_H) * PT,
    );
    expect(inside, `"${wd.text}" at ${wd.x0},${wd.y0}`).toBe(true);
  }
}

describe("clue-compile print", () => {
  it("writes dist/<id>/print-<paper>.pdf by default and says so", () => {
    const cwd = temp();
    const r = run([join(ROOT, "variants/classic"), "--paper", "letter"], cwd);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/✓ dist\/classic\/print-letter\.pdf: \d+ pages, \d+ KB/);
    expect(readFileSync(join(cwd, "dist/classic/print-letter.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("prints an edition with errors as nothing but its diagnostics, exit 1", () => {
    const out = join(temp(), "kit.pdf");
    const r = run([BROKEN, "--out", out]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("error[ACCUSATION_ROOM_IS_CARD]");
    expect(existsSync(out)).toBe(false);
  });

  it("refuses an --out it can not write before any work, exit 2", () => {
    const dir = temp();
    for (const out of [join(dir, "missing", "kit.pdf"), dir]) {
      // The broken edition would exit 1 if it were read at all: 2 says the check came first.
      const r = run([BROKEN, "--out", out]);
      expect(r.status, out).toBe(2);
      expect(r.stderr).toMatch(/not a folder|is a folder/);
      expect(r.stdout).toBe("");
    }
  });

  it("refuses a language or a paper the edition has not, exit 2", () => {
    const out = join(temp(), "kit.pdf");
    const lang = run(["variants/classic", "--lang", "fr", "--out", out]);
    expect(lang.status).toBe(2);
    expect(lang.stderr).toContain("has no language fr; it has en");
    const paper = run(["variants/classic", "--paper", "a3", "--out", out]);
    expect(paper.status).toBe(2);
    expect(existsSync(out)).toBe(false);
  });

  it("gives the same bytes on a second run", () => {
    const dir = temp();
    const [a, b] = [join(dir, "a.pdf"), join(dir, "b.pdf")];
    expect(run(["variants/the-office", "--out", a]).status).toBe(0);
    expect(run(["variants/the-office", "--out", b]).status).toBe(0);
    expect(readFileSync(a).equals(readFileSync(b))).toBe(true);
  });

  it("shortens long, right-to-left and code-like names to fit their cards", () => {
    const dir = hostile(temp());
    const out = join(dir, "kit.pdf");
    const r = run([dir, "--out", out, "--paper", "letter"]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    wordsInsideCards(out, "letter");
    const text = pageTexts(out).join("\n");
    expect(text).toContain(CODE);
    expect(text).toContain("…");
  });

  it("cleans control characters and bidi overrides out of a draft's names (the editor prints drafts)", async () => {
    const dir = hostile(temp());
    const compiled = compile({ file: "edition.yaml", text: readFileSync(join(dir, "edition.yaml"), "utf8") }).compiled;
    if (!compiled) throw new Error("the hostile edition compiles");
    const e = compiled.edition;
    const dirty = {
      ...compiled,
      edition: {
        ...e,
        name: "Bad\u001b[31m\u202eEdition",
        suspects: e.suspects.map((s, i) => (i === 2 ? { ...s, name: "Gr\u0007een\u202e\u2066x\u0000" } : s)),
      },
    };
    const path = file(await print(dirty, { paper: "a4" }));
    const text = pageTexts(path).join("\n");
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain("Gr een x");
    wordsInsideCards(path, "a4");
  });
});
