// `clue-compile build`: one edition -> dist/<id>/ { edition.json, edition.ts, board.svg, index.html }.
// Everything is made in memory first and written only when the edition compiled, so a broken save leaves
// the last good output in place; a file whose bytes did not change is not touched.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { editionHash } from "../player/engine";
import type { Locale } from "../schemas/edition";
import type { CompiledEdition } from "../schemas/graph";
import { compile, type CompileResult } from "./compile";
import { bakeHtml } from "./emit/html";
import { boardSvg } from "./emit/board-svg";
import { editionJsonText, playerJsonText, type Art } from "./emit/edition-json";
import { builtinDir, readEdition, UnreadableError } from "./files";
import { differences } from "./diff";
import type { DifferencesText } from "../edition/serialize";
import type { Lang } from "../i18n/lang";

export interface BuildOptions {
  /** The folder to write an edition into, from its id (default dist/<id>/). */
  out?: (id: string) => string;
  /** The player page to bake the edition into; undefined when there is none yet (index.html is skipped). */
  player?: string;
  /** Emits edition.ts; ts-morph is heavy, so it is loaded only when a build needs it. */
  editionTs?: (input: { edition: CompiledEdition["edition"]; file: string; hash: string }) => string;
  /** Awaited once an edition compiles clean, before anything is emitted: where `editionTs` is loaded. */
  beforeEmit?: () => Promise<void>;
}

export type BuildOutcome =
  | {
      kind: "built";
      id: string;
      name: string;
      tagline: string;
      locale: string;
      locales: Record<string, Locale>;
      dir: string;
      files: string[];
      written: string[];
      skipped: string[];
    }
  | { kind: "errors"; result: CompileResult }
  | { kind: "art"; file: string; message: string }
  | { kind: "unreadable"; message: string };

/** The files of one edition's build, in memory: name -> bytes (text as UTF-8). */
export function emitFiles(
  compiled: CompiledEdition,
  file: string,
  art: Art,
  options: BuildOptions,
  differences?: DifferencesText,
): Map<string, string> {
  const hash = editionHash(compiled.edition);
  const files = new Map<string, string>();
  files.set("edition.json", editionJsonText(compiled, hash, art, differences));
  if (options.editionTs) files.set("edition.ts", options.editionTs({ edition: compiled.edition, file, hash }));
  files.set("board.svg", boardSvg(compiled, art));
  if (options.player !== undefined)
    files.set(
      "index.html",
      bakeHtml(options.player, playerJsonText(compiled, hash, art, differences), compiled.edition.name),
    );
  return files;
}

/** Write only what changed, each file through a temporary name, so a reader never sees half a file. */
function writeChanged(dir: string, files: Map<string, string>): string[] {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, text] of files) {
    const path = join(dir, name);
    if (existsSync(path) && readFileSync(path, "utf8") === text) continue;
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, path);
    written.push(name);
  }
  return written;
}

/** The edition's board art, sanitized (jsdom and DOMPurify are loaded only for an edition that has art). */
async function artOf(
  compiled: CompiledEdition,
  assets: ((path: string) => Uint8Array | null) | undefined,
): Promise<Art | { error: string }> {
  const path = compiled.edition.board.art;
  if (path === undefined) return {};
  const bytes = assets?.(path);
  if (!bytes) return { error: `${path} can not be read` };
  const { cachedArt } = await import("./art/cache");
  const clean = await cachedArt(bytes, async (text) => (await import("./art/sanitize")).sanitizeArt(text));
  return "error" in clean ? clean : { board: clean.tree };
}

/** Builds one edition; `lang` is the language its problems are said in (the CLI's, as `check` says them). */
export async function buildEdition(arg: string, options: BuildOptions, lang: Lang): Promise<BuildOutcome> {
  let input;
  try {
    input = readEdition(arg);
  } catch (e) {
    if (e instanceof UnreadableError) return { kind: "unreadable", message: e.said[lang] };
    throw e;
  }
  const result = compile({ ...input, lang });
  if (!result.compiled) return { kind: "errors", result };
  const art = await artOf(result.compiled, input.assets);
  if ("error" in art) return { kind: "art", file: input.file, message: art.error };
  await options.beforeEmit?.();
  const id = result.compiled.edition.id;
  const dir = options.out ? options.out(id) : join("dist", id);
  const files = emitFiles(result.compiled, input.file, art, options, differencesFromClassic(result.compiled));
  const written = writeChanged(dir, files);
  return {
    kind: "built",
    id,
    name: result.compiled.edition.name,
    tagline: result.compiled.edition.tagline,
    locale: result.compiled.edition.locale,
    locales: result.compiled.edition.locales,
    dir,
    files: [...files.keys()],
    written,
    skipped: options.player === undefined ? ["index.html"] : [],
  };
}

let classic: CompiledEdition["edition"] | null | undefined;

/** The sentences of "how this edition differs from classic" for the player's rules panel (classic read once). */
function differencesFromClassic(compiled: CompiledEdition): DifferencesText | undefined {
  // Classic against itself says nothing, and need not be read a second time.
  if (compiled.edition.id === "classic") return undefined;
  if (classic === undefined) {
    try {
      classic = compile(readEdition(join(builtinDir(), "classic"))).compiled?.edition ?? null;
    } catch {
      classic = null;
    }
  }
  if (!classic) return undefined;
  return differencesText(classic, compiled.edition);
}

/** What the page is given of `edition`'s differences from `base`: the sentences, and base's name in each language. */
export function differencesText(
  base: CompiledEdition["edition"],
  edition: CompiledEdition["edition"],
): DifferencesText {
  const d = differences(base, edition);
  const fromNames = Object.fromEntries(
    Object.entries(base.locales).flatMap(([lang, l]) => (l.name ? [[lang, l.name]] : [])),
  );
  return { from: d.from, fromName: base.name, fromNames, text: d.text };
}
