// `build --site` (what `npm run build` runs): besides each edition's folder, the editor as one offline
// page (dist/editor/index.html, no edition inside) and dist/index.html, the page `npm start` opens: the
// editions to play and the editor, for players. The build's other files (edition.json, edition.ts,
// board.svg) stay in each folder for whoever wants them, unlisted.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { bakeHtml } from "./emit/html";
import { appTemplate, hasApp } from "./emit/template";

export interface Built {
  id: string;
  name: string;
  tagline: string;
  dir: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function indexPage(root: string, built: Built[], editor: boolean): string {
  const a = (href: string, label: string) => `<a href="${escape(href)}">${escape(label)}</a>`;
  const games = built.map((b) => {
    const dir = relative(root, b.dir).split("\\").join("/");
    return `<li>${a(`${dir}/index.html`, b.name)}<br><span>${escape(b.tagline)}</span></li>`;
  });
  const make = editor
    ? `<h2>Make your own</h2>
<p>${a("editor/index.html", "The board editor")}: draw a board, name the cards, and play-test your edition.</p>
`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clue Kit</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#2b2118}a{color:#8c1c13;font-weight:600}span{color:#6b4f2a}li{margin:.6rem 0}h2{font-size:1.2rem;margin-top:2rem}</style>
</head>
<body>
<h1>Clue Kit</h1>
<p>Choose an edition to play: against the computer, or with friends at one screen.</p>
<ul>
${games.join("\n")}
</ul>
<p>Each game is one page that plays offline: save it and open it anywhere.</p>
${make}
</body>
</html>
`;
}

export async function writeSite(
  project: string,
  root: string,
  built: Built[],
  say: (line: string) => void,
): Promise<void> {
  let editor = false;
  if (built.some((b) => join(b.dir) === join(root, "editor")))
    say("note: an edition's folder is dist/editor/, so the editor page is not written there");
  else if (hasApp(project, "editor")) {
    const page = bakeHtml(await appTemplate(project, "editor", say), null);
    mkdirSync(join(root, "editor"), { recursive: true });
    writeFileSync(join(root, "editor", "index.html"), page);
    editor = true;
  } else say("note: the editor is not built yet (editor/vite.config.ts is missing)");
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "index.html"), bakeHtml(indexPage(root, built, editor), null));
  process.stdout.write(`✓ ${root}/index.html${editor ? `, ${root}/editor/index.html` : ""}\n`);
}
