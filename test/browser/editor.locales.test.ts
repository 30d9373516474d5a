// Translations are checked live with the edition, as `clue-compile check` checks locales/<lang>.yaml: a
// problem typed into one appears as it is typed, choosing it shows its line, undo takes it away, the draft
// kept in the browser keeps it; the codes equal the CLI's on the same files. An edition that extends classic draws classic's board, and its
// first board edit copies the board into the file, in one undo step.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { buildEditor, codes, drag, ROOT, save, tool, watch } from "./editor-page";
import { freshPages } from "./fresh";
import { pageSuite } from "./suite";

const JA = readFileSync(join(ROOT, "variants/tower-of-terror/locales/ja.yaml"), "utf8");
const TOWER = readFileSync(join(ROOT, "variants/tower-of-terror/edition.yaml"), "utf8");
const suite = pageSuite(buildEditor);
const open = freshPages(() => suite.browser, { viewport: { width: 1400, height: 900 } });

function cliCodes(edition: string, ja: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "clue-editor-locales-"));
  mkdirSync(join(dir, "locales"));
  // The board art the edition names lies beside it, as in its own folder.
  cpSync(join(ROOT, "variants/tower-of-terror/art"), join(dir, "art"), { recursive: true });
  writeFileSync(join(dir, "edition.yaml"), edition);
  writeFileSync(join(dir, "locales/ja.yaml"), ja);
  const r = spawnSync(process.execPath, [join(ROOT, "bin/clue-compile.js"), "check", dir, "--format", "json"], {
    encoding: "utf8",
  });
  return (JSON.parse(r.stdout) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code);
}

async function drop(page: Page, files: { name: string; text: string }[]) {
  await page.evaluate((fs) => {
    const dt = new DataTransfer();
    for (const f of fs) dt.items.add(new File([f.text], f.name));
    document
      .querySelector(".editor")!
      .dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, files);
}

describe("translations in the editor", () => {
  it("reports a translation's problems as it is typed, the same codes as check", async () => {
    const { page, seen } = await open(suite.url + "?edition=tower-of-terror", watch);
    expect(await codes(page)).toEqual([]);
    await page.click('[data-tab="source"]');
    await page.selectOption('[data-testid="source-file"]', "ja");
    expect(await page.inputValue('[data-testid="source"]')).toBe(JA);
    // The text area holds the chosen file's text in the render that chooses it, read in the same task as
    // the choice (it once showed the last file's text until an effect ran).
    const shown = await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('[data-testid="source-file"]')!;
      select.value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
      return document.querySelector<HTMLTextAreaElement>('[data-testid="source"]')!.value;
    });
    expect(shown).not.toBe(JA);
    expect(shown).toContain("edition.schema.json");
    await page.selectOption('[data-testid="source-file"]', "ja");
    // Typed, not applied: the problems follow the pause.
    const broken = JA.replace("\nlocale: ja\n", "\nlocale: jp\n").replace(
      "\nrooms:\n",
      "\nrooms:\n  nowhere: どこでもない\n",
    );
    expect(broken).not.toBe(JA);
    await page.fill('[data-testid="source"]', broken);
    await expect.poll(() => codes(page)).toEqual(expect.arrayContaining(["LOCALE_MISMATCH", "UNKNOWN_REFERENCE"]));
    expect([...(await codes(page))].sort()).toEqual(cliCodes(TOWER, broken).sort());
    expect(
      await page.locator('[data-testid="diagnostics"] [data-code="LOCALE_MISMATCH"]').getAttribute("data-file"),
    ).toBe("locales/ja.yaml");

    // A room taken out of the edition leaves the translation naming it: reported in the translation.
    await page.click('[data-tab="problems"]');
    await page.locator('[data-testid="diagnostics"] [data-code="LOCALE_MISMATCH"] button:not([data-mend])').click();
    expect(await page.locator('[data-tab="source"]').getAttribute("aria-selected")).toBe("true");
    expect(await page.inputValue('[data-testid="source-file"]')).toBe("ja");
    const sel = await page
      .locator('[data-testid="source"]')
      .evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
    expect(sel).toBe("locale: jp");

    await page.keyboard.press("Escape");
    await page.locator("svg.ed-board").focus();
    await page.keyboard.press("Control+z");
    expect(await codes(page)).toEqual([]);

    // The translation is part of the draft kept in the browser: redone, reloaded, offered back.
    await page.keyboard.press("Control+Shift+z");
    expect(await codes(page)).toContain("LOCALE_MISMATCH");
    await page.waitForTimeout(100);
    await page.reload();
    await page.click('[data-testid="restore-draft"]');
    expect(await codes(page)).toEqual(expect.arrayContaining(["LOCALE_MISMATCH", "UNKNOWN_REFERENCE"]));
    await page.click('[data-tab="source"]');
    await page.selectOption('[data-testid="source-file"]', "ja");
    expect(await page.inputValue('[data-testid="source"]')).toBe(broken);
    expect(seen.problems).toEqual([]);
  });

  it("draws an inherited board and copies it into the file at the first board edit, as one step", async () => {
    const { page } = await open(suite.url + "?edition=classic");
    const text =
      "format: 1\nextends: classic\nid: manor\nname: The Manor\nrooms:\n  - { id: kitchen, name: Scullery }\n";
    // "old.yaml" looks like a translation's name (a three-letter language): an edition is told by its content.
    await drop(page, [{ name: "old.yaml", text }]);
    expect(await codes(page)).toEqual([]);
    // Classic's corridor squares, drawn as one path of a square each.
    const squares = await page.locator("svg.ed-board path.squares").getAttribute("d");
    expect(squares?.split("M").length).toBeGreaterThan(100);
    expect(await page.locator('svg.ed-board [data-room="kitchen"]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid="inherited"]').count()).toBe(1);
    await tool(page, "void");
    await drag(page, [7, 4], [7, 5]);
    expect(await page.locator('[data-testid="inherited"]').count()).toBe(0);
    const copied = await save(page);
    expect(copied.startsWith(text)).toBe(true);
    expect(copied).toContain("doors:");
    expect(await codes(page)).toEqual(cliCodesOf(copied));
    await page.keyboard.press("Control+z");
    expect(await save(page)).toBe(text);
  });
});

function cliCodesOf(edition: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "clue-editor-extends-"));
  writeFileSync(join(dir, "edition.yaml"), edition);
  const r = spawnSync(process.execPath, [join(ROOT, "bin/clue-compile.js"), "check", dir, "--format", "json"], {
    encoding: "utf8",
  });
  return (JSON.parse(r.stdout) as { diagnostics: { code: string }[] }).diagnostics.map((d) => d.code);
}
