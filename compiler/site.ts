// `build --site` (what `npm run build` runs): besides each edition's folder, the editor as one offline
// page (dist/editor/index.html, no edition inside) and dist/index.html, the page `npm start` opens: the
// editions to play and the editor, for players. The build's other files (edition.json, edition.ts,
// board.svg) stay in each folder for whoever wants them, unlisted.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { bakeHtml } from "./emit/html";
import { appTemplate, hasApp } from "./emit/template";
import { japaneseFontCss } from "./japanese-font";
import { inLanguage, sameLanguage } from "../i18n/choose";
import { LANG_NAMES, LANGS, type ByLang, type Lang } from "../i18n/lang";
import type { Locale } from "../schemas/edition";
import { say as words } from "./words";

export interface Built {
  id: string;
  /** The edition's name and tagline in its own language (`locale`), and its translations. */
  name: string;
  tagline: string;
  locale: string;
  locales: Readonly<Record<string, Locale>>;
  dir: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The page is written in every language, each block marked by its `lang`; English shows unless the script
// (allowed by the page's policy through its hash) picks another: the address's #ja or #en, else the
// browser's languages. Without scripts the page reads in English.
const PICK = `(function(){var langs=${JSON.stringify(LANGS)};function pick(){var h=location.hash.slice(1);var l=langs.indexOf(h)>=0?h:(navigator.languages||[]).map(function(x){return x.slice(0,2).toLowerCase()}).filter(function(x){return langs.indexOf(x)>=0})[0]||"en";document.documentElement.lang=l}pick();addEventListener("hashchange",pick);})();`;
const HIDE = LANGS.map((l) => `html[lang="${l}"] [data-lang]:not([data-lang="${l}"])`).join(",") + "{display:none}";

/** What the index says of `b` in `lang`: its name, its tagline, and whether it has no translation into it. */
function inLang(b: Built, lang: Lang): { name: string; tagline: string; untranslated: boolean } {
  if (sameLanguage(lang, b.locale)) return { name: b.name, tagline: b.tagline, untranslated: false };
  const t = inLanguage(b.locales, lang);
  return { name: t?.name ?? b.name, tagline: t?.tagline ?? b.tagline, untranslated: t === undefined };
}

function block(root: string, built: Built[], editor: boolean, lang: Lang): string {
  const a = (href: string, label: string) => `<a href="${escape(href)}">${escape(label)}</a>`;
  const w = (t: ByLang<string>) => escape(t[lang]);
  const games = built.map((b) => {
    const dir = relative(root, b.dir).split("\\").join("/");
    const { name, tagline, untranslated } = inLang(b, lang);
    const note = untranslated ? ` <small>${w(words.site.untranslated)}</small>` : "";
    return `<li>${a(`${dir}/index.html`, name)}${note}<br><span>${escape(tagline)}</span></li>`;
  });
  const make = editor
    ? `<h2>${w(words.site.make)}</h2>
<p>${escape(words.site.editorLine("\u0000")[lang]).replace("\u0000", () => a("editor/index.html", words.site.editor[lang]))}</p>
`
    : "";
  return `<div data-lang="${lang}" lang="${lang}">
<p>${w(words.site.lead)}</p>
<ul>
${games.join("\n")}
</ul>
<p>${w(words.site.offline)}</p>
${make}</div>`;
}

function indexPage(root: string, built: Built[], editor: boolean): string {
  const switcher = LANGS.map((l) => `<a href="#${l}" lang="${l}">${escape(LANG_NAMES[l])}</a>`).join(" · ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clue Kit</title>
<style>body{font:16px/1.5 "Clue Kit JP",system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#2b2118}a{color:#8c1c13;font-weight:600}span,small{color:#6b4f2a}li{margin:.6rem 0}h2{font-size:1.2rem;margin-top:2rem}nav{float:right;font-size:.9rem}${HIDE}</style>
<script>${PICK}</script>
</head>
<body>
<nav aria-label="${escape(words.site.language.en)} / ${escape(words.site.language.ja)}">${switcher}</nav>
<h1>Clue Kit</h1>
${LANGS.map((l) => block(root, built, editor, l)).join("\n")}
</body>
</html>
`;
}

/** The page with the Japanese font its Japanese text needs (a machine with none would show boxes). */
async function withJapaneseFont(html: string): Promise<string> {
  const css = await japaneseFontCss(html);
  return html.replace("</head>", () => `<style id="clue-ja-font">${css}</style>\n</head>`);
}

export async function writeSite(
  project: string,
  root: string,
  built: Built[],
  say: (line: string) => void,
  lang: Lang = "en",
): Promise<void> {
  let editor = false;
  if (built.some((b) => join(b.dir) === join(root, "editor"))) say(words.run.editorInEditionFolder[lang]);
  else if (hasApp(project, "editor")) {
    const page = bakeHtml(await appTemplate(project, "editor", say, lang), null);
    mkdirSync(join(root, "editor"), { recursive: true });
    writeFileSync(join(root, "editor", "index.html"), page);
    editor = true;
  } else say(words.run.noEditorApp[lang]);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), bakeHtml(await withJapaneseFont(indexPage(root, built, editor)), null));
  process.stdout.write(`✓ ${root}/index.html${editor ? `, ${root}/editor/index.html` : ""}\n`);
}
