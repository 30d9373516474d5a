// What a page shows in English: every run of two or more Latin letters in its text nodes, its title and the
// accessible names of its elements, for the tests that hold a Japanese page to Japanese throughout; and
// Japanese put in an English sentence's half-width brackets ("(あなた)" where Japanese writes "（あなた）").
import type { Page } from "playwright-core";

/** Words a Japanese page may show in Latin letters, each with its reason. */
export const ALLOWED = new Map<string, string>([
  ["English", "the language menu names each language in itself"],
  ["Enter", "a key's name, as printed on Japanese keyboards too"],
  ["Page", "a key's name (Page Up, Page Down), as printed on Japanese keyboards too"],
  ["Up", "a key's name (Page Up), as printed on Japanese keyboards too"],
  ["Down", "a key's name (Page Down), as printed on Japanese keyboards too"],
  ["Esc", "a key's name, as printed on Japanese keyboards too"],
  ["Shift", "a key's name, as printed on Japanese keyboards too"],
  ["ID", "an identifier, as Japanese writes it (識別子（ID）)"],
  ["SVG", "a file format's name, as Japanese writes it"],
  ["PDF", "a file format's name, as Japanese writes it"],
  ["KiB", "a unit, as Japanese writes it"],
]);

/**
 * Every English word of the page with where it is. `skip` is a CSS selector of parts whose text is not the
 * page's own words (the YAML source a designer typed).
 */
export const englishOf = (page: Page, skip = ""): Promise<Array<[string, string]>> =>
  page.evaluate((skip) => {
    const found: Array<[string, string]> = [];
    const scan = (text: string | null, where: string) => {
      // Not words of the page's language: a file's name (edition.yaml, art/board.svg), what the file or a
      // command says in `backticks` (its keys and values), a diagnostic's stable code (DOOR_NOT_ON_ROOM_EDGE,
      // shared with the CLI and the docs), and the product's name, Clue Kit, its brand.
      const words = (text ?? "")
        .replace(/`[^`]*`/g, "")
        .replace(/[\w*/-]+\.(yaml|json|pdf|svg)\b/g, "")
        .replace(/\b[A-Z]+(_[A-Z]+)+\b/g, "")
        .replace(/Clue Kit/g, "");
      for (const m of words.matchAll(/[A-Za-z]{2,}|\([^()]*[\u3040-\u30ff\u4e00-\u9fff][^()]*\)/g))
        found.push([m[0], `${where}: ${text?.slice(0, 80)}`]);
    };
    const skipped = (el: Element | null) => !!skip && !!el?.closest(skip);
    scan(document.title, "title");
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const tag = n.parentElement?.tagName;
      if (tag === "SCRIPT" || tag === "STYLE" || skipped(n.parentElement)) continue;
      scan(n.textContent, `<${tag?.toLowerCase()}>`);
    }
    for (const el of document.querySelectorAll("[aria-label],[title],[alt],[placeholder],[aria-roledescription]"))
      if (!skipped(el))
        for (const a of ["aria-label", "title", "alt", "placeholder", "aria-roledescription"])
          scan(el.getAttribute(a), `<${el.tagName.toLowerCase()} ${a}>`);
    return found;
  }, skip);
