// The one-file pages that `build` bakes editions into: the web player (player/ui/vite.config.ts, built
// to build/player/index.html) and the editor (editor/vite.config.ts -> build/editor/index.html). Vite
// runs only when a source is newer than the page it last built, the way bin/clue-compile.js keeps its CLI
// bundle, so building one edition is a matter of milliseconds once the page exists.
import type { Lang } from "../../i18n/lang";
import { say } from "../words";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { isAbsolute, join } from "node:path";

export type App = "player" | "editor";

const APPS: Record<App, { config: string; out: string; sources: string[] }> = {
  player: { config: "player/ui/vite.config.ts", out: "build/player/index.html", sources: ["player", "tools/vite"] },
  editor: { config: "editor/vite.config.ts", out: "build/editor/index.html", sources: ["editor", "tools/vite"] },
};

const SKIP = new Set(["node_modules", "dist", "build", ".git"]);

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const p = join(dir, entry.name);
    if (entry.isDirectory()) t = Math.max(t, newest(p));
    else if (!/\.test\.tsx?$/.test(entry.name)) t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

class NoTemplateError extends Error {}

/** Does this app have a Vite config yet (the player and the editor are being written)? */
export function hasApp(root: string, app: App): boolean {
  return existsSync(join(root, APPS[app].config));
}

/**
 * When the page was last built, the files Vite read for it (build/<app>/sources.json): the app's own
 * folder and the pages' Vite plugins (tools/vite/) are always watched, and of the rest (compiler/,
 * schemas/) only what the page imports, so that editing the CLI does not rebuild the player.
 */
function stale(root: string, app: App, page: string): boolean {
  if (!existsSync(page)) return true;
  const built = statSync(page).mtimeMs;
  const { config, sources } = APPS[app];
  const list = join(page, "..", "sources.json");
  let files: string[];
  try {
    files = (JSON.parse(readFileSync(list, "utf8")) as string[]).filter((f) => typeof f === "string");
  } catch {
    return true;
  }
  const mtime = (f: string) => (existsSync(f) ? statSync(f).mtimeMs : Infinity);
  return (
    [join(root, config), ...files].some((f) => mtime(f) > built) || sources.some((d) => newest(join(root, d)) > built)
  );
}

/** The app's page, rebuilt first when a source it is made of is newer. */
export async function appTemplate(
  root: string,
  app: App,
  log: (line: string) => void = () => {},
  lang: Lang = "en",
): Promise<string> {
  const { config, out } = APPS[app];
  const page = join(root, out);
  if (!hasApp(root, app)) throw new NoTemplateError(`the ${app} is not written yet (${config} does not exist)`);
  if (stale(root, app, page)) {
    log(say.run.buildingPage(app)[lang]);
    const vite = await import("vite");
    const read = new Set<string>();
    const recorder = {
      name: "clue-kit-sources",
      buildEnd(this: { getModuleIds: () => IterableIterator<string> }) {
        for (const id of this.getModuleIds())
          if (isAbsolute(id) && !id.includes("node_modules") && existsSync(id)) read.add(id);
      },
    };
    // Into a folder of this process's own, then renamed into place: two builds started together (tests
    // run in parallel) never read a page the other is halfway through writing or emptying.
    const tmp = join(root, "build", `.${app}-${process.pid}`);
    // Always React's production build: a test runner (vitest sets NODE_ENV=test) must not get the
    // development build, which is larger and checks nothing a player needs.
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await vite.build({
        configFile: join(root, config),
        mode: "production",
        logLevel: "warn",
        plugins: [recorder],
        build: { outDir: tmp, emptyOutDir: true },
      });
      if (!existsSync(join(tmp, "index.html")))
        throw new NoTemplateError(`Vite built the ${app} but wrote no index.html`);
      mkdirSync(join(page, ".."), { recursive: true });
      writeFileSync(join(page, "..", "sources.json"), JSON.stringify([...read].sort(), null, 1) + "\n");
      renameSync(join(tmp, "index.html"), page);
    } finally {
      if (env === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = env;
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  return readFileSync(page, "utf8");
}
