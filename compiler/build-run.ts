// The `build` command: find (or make) the player page once, build each edition, report as `check` does,
// and with --watch build again on every save. With --site, also the editor page and an index page.
import { existsSync, readdirSync, readFileSync, statSync, watch } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { CompileResult } from "./compile";
import { buildEdition, type BuildOptions, type BuildOutcome } from "./build";
import type { EditionTsEmitter } from "./emit/edition-ts";
import { appTemplate, hasApp } from "./emit/template";
import { editionPath } from "./files";
import { writeSite, type Built } from "./site";
import type { Lang } from "../i18n/lang";
import { say as words } from "./words";

export interface BuildCommandOptions {
  out?: string;
  watch?: boolean;
  /** A player page to bake into instead of building player/ui (tests, and a page built elsewhere). */
  player?: string;
  site?: boolean;
}

/** Prints diagnostics exactly as `check` does and returns its exit code. */
export type Reporter = (arg: string, result: CompileResult) => number;

// The bundle (build/cli.mjs) and the sources (compiler/*.ts) both sit one folder below the project root.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const say = (line: string) => process.stderr.write(`${line}\n`);

async function playerPage(opts: BuildCommandOptions, lang: Lang): Promise<string | undefined> {
  if (opts.player) return readFileSync(opts.player, "utf8");
  if (!hasApp(ROOT, "player")) {
    say(words.run.noPlayerApp[lang]);
    return undefined;
  }
  try {
    return await appTemplate(ROOT, "player", say, lang);
  } catch (e) {
    throw new PageError(words.run.pageFailed(e instanceof Error ? e.message : String(e))[lang]);
  }
}

/** The player page would not build (its sources are broken): not the edition's fault, so exit 2. */
class PageError extends Error {}

/** One edition: exactly --out; several: --out/<id>; without --out: dist/<id>. */
function outFor(many: boolean, opts: BuildCommandOptions): ((id: string) => string) | undefined {
  const out = opts.out;
  if (!out) return undefined;
  return many ? (id) => join(out, id) : () => out;
}

function tell(o: BuildOutcome, arg: string, report: Reporter, lang: Lang): number {
  switch (o.kind) {
    case "built": {
      const wrote = o.written.length ? o.written.join(", ") : null;
      process.stdout.write(`${words.run.built(o.dir, o.files.join(", "), wrote)[lang]}\n`);
      return 0;
    }
    case "errors":
      return report(arg, o.result);
    case "art":
      process.stdout.write(`✗ ${o.file}: ${words.run.artUnusable(o.message)[lang]}\n`);
      return 1;
    case "unreadable":
      process.stderr.write(`clue-compile: ${o.message}\n`);
      return 2;
  }
}

async function buildAll(
  args: string[],
  opts: BuildCommandOptions,
  base: BuildOptions,
  report: Reporter,
  lang: Lang,
): Promise<{ code: number; built: Built[] }> {
  let code = 0;
  const built: Built[] = [];
  for (const arg of args) {
    const out = outFor(args.length > 1, opts);
    const o = await buildEdition(arg, { ...base, ...(out && { out }) }, lang);
    code = Math.max(code, tell(o, arg, report, lang));
    if (o.kind === "built") built.push(o);
  }
  return { code, built };
}

/** The `build` command; `lang` is the language of what it says (the CLI's). */
export async function runBuild(
  args: string[],
  opts: BuildCommandOptions,
  report: Reporter,
  lang: Lang = "en",
): Promise<number> {
  let player: string | undefined;
  try {
    player = await playerPage(opts, lang);
  } catch (e) {
    if (!(e instanceof PageError)) throw e;
    say(`clue-compile: ${e.message}`);
    return 2;
  }
  // ts-morph (about 0.4 s of CPU to load) is loaded only once an edition compiles clean: a build of a
  // broken or missing edition answers without it.
  let emit: EditionTsEmitter | undefined;
  const base: BuildOptions = {
    player,
    editionTs: (input) => (emit as EditionTsEmitter)(input),
    beforeEmit: async () => void (emit ??= (await import("./emit/edition-ts")).editionTsEmitter()),
  };
  const once = async () => {
    const start = performance.now();
    const r = await buildAll(args, opts, base, report, lang);
    if (opts.site && r.code === 0) await writeSite(ROOT, opts.out ?? "dist", r.built, say, lang);
    if (opts.watch) say(words.run.builtIn(Math.round(performance.now() - start))[lang]);
    return r.code;
  };
  if (!opts.watch) return once();
  watchEditions(args, once, lang);
  await once();
  return new Promise(() => {});
}

/** The files an edition is made of, by size and time: a save changes it, our own output and a log beside it do not. */
function signature(path: string): string {
  const dir = dirname(path);
  const stamp = (f: string) => {
    try {
      const st = statSync(f);
      return `${f}:${st.size}:${st.mtimeMs}`;
    } catch {
      return `${f}:-`;
    }
  };
  const inside = (sub: string) =>
    existsSync(join(dir, sub))
      ? readdirSync(join(dir, sub))
          .sort()
          .map((f) => join(dir, sub, f))
      : [];
  return [path, ...inside("locales"), ...inside("art")].map(stamp).join("|");
}

function watchEditions(args: string[], again: () => Promise<number>, lang: Lang): void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve(0);
  const paths = args.flatMap((arg) => {
    try {
      return [editionPath(arg)];
    } catch {
      return [];
    }
  });
  // Events are read only as "something moved": editors save by renaming a temporary file, and Node then
  // names the temporary file, not edition.yaml. What changed is told by the files' signature.
  let last = paths.map(signature).join("\n");
  const trigger = () => {
    clearTimeout(timer);
    // Saves come in bursts (write, rename, chmod): wait for the last, and never build two at once.
    timer = setTimeout(() => {
      const now = paths.map(signature).join("\n");
      if (now === last) return;
      last = now;
      running = running
        .then(again)
        .catch((e: Error) => (say(`clue-compile: ${words.run.buildFailed(e.message)[lang]}`), 2));
    }, 60);
  };
  // One watcher per folder: Node 20's recursive watching on Linux loses events once a file is replaced.
  for (const path of paths)
    for (const dir of [dirname(path), join(dirname(path), "locales"), join(dirname(path), "art")])
      if (existsSync(dir)) watch(dir, { persistent: true }, trigger);
  say(words.cli.watching[lang]);
}
