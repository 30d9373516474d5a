// What the commands that write files say as they work (`build`, `build --site`, `print`, `serve`, `new`), in
// English. Paths, ids and numbers come in as they are.

export const runEn = {
  built: (dir: string, files: string, wrote: string | null) =>
    `✓ ${dir}/: ${files} (${wrote === null ? "unchanged" : `wrote ${wrote}`})`,
  artUnusable: (why: string) => `the board art can not be used: ${why}`,
  noPlayerApp: "note: index.html is not written: the web player is not built yet (player/ui/vite.config.ts is missing)",
  pageFailed: (why: string) => `the player page could not be built: ${why}`,
  buildingPage: (app: string) => `building the ${app} page with Vite (once, until its sources change)`,
  builtIn: (ms: number) => `built in ${ms} ms; watching`,
  buildFailed: (why: string) => `internal error while building: ${why}`,
  editorInEditionFolder: "note: an edition's folder is dist/editor/, so the editor page is not written there",
  noEditorApp: "note: the editor is not built yet (editor/vite.config.ts is missing)",
  paperChoice: (papers: string) => `--paper must be one of ${papers}`,
  outIsFolder: (path: string, example: string) => `${path} is a folder; give a file name such as ${example}`,
  notWritable: (path: string) => `${path} can not be written (permission denied)`,
  notAFolder: (dir: string) => `${dir} is not a folder; make it first`,
  cannotRead: (path: string) => `${path} can not be read`,
  noLanguage: (lang: string, langs: string) => `this edition has no language ${lang}; it has ${langs}`,
  printed: (out: string, pages: number, kb: number) => `✓ ${out}: ${pages} pages, ${kb} KB`,
  badPort: (port: string) => `--port is a number from 0 to 65535, not "${port}"`,
  noIndex: (dist: string) => `note: ${dist} has no index.html; run npm run build first`,
  serving: (url: string, where: string) => `Clue Kit: ${url}/  (${where}; Ctrl-C to stop)`,
  sharedThrough: (redis: string) => `games shared through ${redis}`,
  keptIn: (dir: string) => `games kept in ${dir}`,
  noSource: (from: string, dir: string) =>
    `${from}: no such file or folder, and no edition with that id in ${dir}/ or among the shipped ones (classic, tower-of-terror, the-office)`,
  badId: (id: string) =>
    `"${id}" is not a valid id: use lowercase letters and digits joined by hyphens, like my-edition`,
  exists: (target: string) => `${target} already exists; pick another id or remove it`,
  noIdLine: (file: string) => `${file} has no top-level \`id:\` line to rename`,
  created: (path: string) => `created ${path}`,
};
