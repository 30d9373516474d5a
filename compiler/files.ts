// Reading an edition from disk for the CLI: `<edition>` is an edition.yaml or its folder; translations
// are the locales/<lang>.yaml files beside it. Files are read no further than the size cap.
import { closeSync, existsSync, openSync, readSync, readdirSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import type { EditionInput } from "./compile";
import { MAX_BYTES } from "./load";

export class UnreadableError extends Error {}

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
  if (!existsSync(arg)) throw new UnreadableError(`${arg}: no such file or folder`);
  const path = statSync(arg).isDirectory() ? join(arg, "edition.yaml") : arg;
  if (!existsSync(path)) throw new UnreadableError(`${arg}: the folder holds no edition.yaml`);
  if (!statSync(path).isFile()) throw new UnreadableError(`${path}: not a file`);
  return path;
}

export function readEdition(arg: string, cwd = process.cwd()): EditionInput {
  const path = editionPath(arg);
  const show = (p: string) => relative(cwd, p) || basename(p);
  let text: Uint8Array;
  try {
    text = readCapped(path);
  } catch (e) {
    throw new UnreadableError(`${show(path)}: ${(e as NodeJS.ErrnoException).code ?? "can not be read"}`);
  }
  const dir = join(dirname(path), "locales");
  const locales = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".yaml"))
        .sort()
        .map((f) => ({ file: show(join(dir, f)), lang: f.slice(0, -5), text: readCapped(join(dir, f)) }))
    : [];
  return { file: show(path), text, locales, assets: assetReader(dirname(path)) };
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
