// Reading an edition from disk for the CLI: `<edition>` is an edition.yaml or its folder; translations
// are the locales/<lang>.yaml files beside it. Files are read no further than the size cap.
import { closeSync, existsSync, openSync, readSync, readdirSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { EditionInput } from "./compile";
import type { ParentFile, ParentResolver } from "./extends";
import { MAX_BYTES } from "./load";
import { say } from "./words";
import { verbatim, type Text } from "./words/text";

const w = say.extends;

/** An edition that can not be read; `message` is English, `said` has it in each language. */
export class UnreadableError extends Error {
  readonly said: Text;
  constructor(said: string | Text) {
    const text = typeof said === "string" ? verbatim(said) : said;
    super(text.en);
    this.said = text;
  }
}

function readCapped(path: string): Uint8Array {
  const fd = openSync(path, "r");
  try {
    const buf = new Uint8Array(MAX_BYTES + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0 || n + got >= buf.length) {
        n += got;
        break;
      }
      n += got;
    }
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

export function editionPath(arg: string): string {
  if (!existsSync(arg)) throw new UnreadableError(say.cli.noSuchPath(arg));
  const path = statSync(arg).isDirectory() ? join(arg, "edition.yaml") : arg;
  if (!existsSync(path)) throw new UnreadableError(say.cli.noEditionInFolder(arg));
  if (!statSync(path).isFile()) throw new UnreadableError(say.cli.notAFile(path));
  return path;
}

export function readEdition(arg: string, cwd = process.cwd()): EditionInput {
  const path = editionPath(arg);
  const show = (p: string) => relative(cwd, p) || basename(p);
  let text: Uint8Array;
  try {
    text = readCapped(path);
  } catch (e) {
    throw new UnreadableError(say.cli.cannotRead(show(path), (e as NodeJS.ErrnoException).code ?? ""));
  }
  const dir = join(dirname(path), "locales");
  const locales = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".yaml"))
        .sort()
        .map((f) => ({ file: show(join(dir, f)), lang: f.slice(0, -5), text: readCapped(join(dir, f)) }))
    : [];
  return { file: show(path), text, locales, assets: assetReader(dirname(path)), parent: parentReader(cwd) };
}

/**
 * The editions that ship with Clue Kit (this file and the CLI bundle both lie one folder below the root).
 * Under jsdom, Vite turns import.meta.url into a web address: then the working folder's variants/.
 */
export function builtinDir(): string {
  const here = new URL("../variants/", import.meta.url);
  return here.protocol === "file:" ? fileURLToPath(here) : join(process.cwd(), "variants");
}

/** The project an edition belongs to: the nearest folder above it with a package.json or .git. */
function projectRoot(file: string): string {
  for (let d = dirname(file); ; d = dirname(d)) {
    if (existsSync(join(d, "package.json")) || existsSync(join(d, ".git"))) return d;
    if (dirname(d) === d) return dirname(dirname(file));
  }
}

const within = (root: string, p: string) => p === root || p.startsWith(root.endsWith(sep) ? root : root + sep);

/**
 * `extends:` on disk: an id is the folder of that name beside the edition's own folder, else a built-in
 * edition; a path is relative to the extending file, and may not lead (even through a link) out of its
 * project.
 */
function parentReader(cwd = process.cwd()): ParentResolver {
  const show = (p: string) => relative(cwd, p) || basename(p);
  const read = (path: string, ref: string): ParentFile => {
    try {
      return { file: show(path), text: readCapped(path) };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return { missing: code ? w.unreadable(show(path), code, ref) : w.cannotRead(show(path)) };
    }
  };
  return (ref, from) => {
    const self = resolve(cwd, from);
    if (!ref.startsWith("./") && !ref.startsWith("../")) {
      const root = projectRoot(self);
      for (const dir of [dirname(dirname(self)), builtinDir()]) {
        const p = join(dir, ref, "edition.yaml");
        if (!existsSync(p) || !statSync(p).isFile()) continue;
        // A sibling folder that is a link out of the project is as far away as a path that climbs out.
        if (dir !== builtinDir() && !within(realpathSync(root), realpathSync(p)))
          return { outside: w.linkLeadsTo(realpathSync(p)) };
        return read(p, ref);
      }
      return { missing: w.noSibling(ref) };
    }
    if (isAbsolute(ref) || ref.includes("\0")) return { missing: w.mustBeRelative };
    let p = resolve(dirname(self), ref);
    const root = projectRoot(self);
    if (!within(root, p)) return { outside: w.resolvesTo(show(p)) };
    if (!existsSync(p)) return { missing: w.doesNotExist(show(p)) };
    if (statSync(p).isDirectory()) p = join(p, "edition.yaml");
    if (!existsSync(p) || !statSync(p).isFile()) return { missing: w.notEditionFile(show(p)) };
    try {
      if (!within(realpathSync(root), realpathSync(p))) return { outside: w.linkLeadsTo(realpathSync(p)) };
    } catch {
      return { missing: w.cannotRead(show(p)) };
    }
    return read(p, ref);
  };
}

/**
 * Files the edition names (board art), read from inside its folder only: a path, or a link, that leads
 * out of the folder reads as no file at all.
 */
function assetReader(dir: string): (path: string) => Uint8Array | null {
  return (rel) => {
    try {
      const root = realpathSync(dir);
      const real = realpathSync(join(dir, rel));
      if (!real.startsWith(root + sep) || !statSync(real).isFile()) return null;
      return readCapped(real);
    } catch {
      return null;
    }
  };
}
