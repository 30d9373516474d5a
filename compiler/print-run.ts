// The `print` command: check the output can be written before any work, compile the edition (errors:
// its diagnostics, exit 1, nothing written), pick the language, sanitize the board art, read the fonts
// the kit's text needs, print (print/, the browser-safe core) and write the PDF in one rename.
import { accessSync, constants, existsSync, mkdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { ArtNode } from "../edition/allowlist";
import type { CompileResult, EditionInput } from "./compile";
import { escapeControls } from "./escape";
import { editionLangs, isPaper, kitText, PAPERS, printKit, printLang, type Paper } from "./print";
import { kitFonts } from "./print-fonts";
import type { Lang } from "../i18n/lang";
import { say as words } from "./words";

export interface PrintOpts {
  paper: string;
  lang?: string;
  out?: string;
}

export interface PrintDeps {
  /** Reads and compiles an edition as `check` does; `unreadable` when it can not be read. */
  load: (arg: string) => { input?: EditionInput; result?: CompileResult; unreadable?: string };
  /** Prints diagnostics as `check` does and returns its exit code. */
  report: (arg: string, result: CompileResult) => number;
  /** The language of what the command says (not the kit's: that is `--lang`). */
  lang?: Lang;
}

const say = (line: string) => process.stderr.write(`clue-compile: ${escapeControls(line)}\n`);

/** Why `path` can not be written, or undefined: a folder that is missing, read-only, or a folder in its place. */
function unwritable(path: string, lang: Lang): string | undefined {
  const full = resolve(path);
  if (existsSync(full)) {
    if (statSync(full).isDirectory()) return words.run.outIsFolder(path, join(path, "kit.pdf"))[lang];
    try {
      accessSync(full, constants.W_OK);
    } catch {
      return words.run.notWritable(path)[lang];
    }
    return undefined;
  }
  const dir = dirname(full);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return words.run.notAFolder(dirname(path))[lang];
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    return words.run.notWritable(dirname(path))[lang];
  }
  return undefined;
}

async function artOf(
  input: EditionInput,
  result: CompileResult,
  lang: Lang,
): Promise<ArtNode | undefined | { error: string }> {
  const path = result.compiled?.edition.board.art;
  if (path === undefined) return undefined;
  const bytes = input.assets?.(path);
  if (!bytes) return { error: words.run.cannotRead(path)[lang] };
  const { cachedArt } = await import("./art/cache");
  const clean = await cachedArt(bytes, async (text) => (await import("./art/sanitize")).sanitizeArt(text));
  return "error" in clean ? clean : clean.tree;
}

export async function runPrint(arg: string, opts: PrintOpts, deps: PrintDeps): Promise<number> {
  const said = deps.lang ?? "en";
  if (!isPaper(opts.paper)) return (say(words.run.paperChoice(PAPERS.join(", "))[said]), 2);
  if (opts.out !== undefined) {
    const why = unwritable(opts.out, said);
    if (why) return (say(why), 2);
  }
  const o = deps.load(arg);
  if (o.unreadable !== undefined || !o.input || !o.result)
    return (say(o.unreadable ?? words.run.cannotRead(arg)[said]), 2);
  if (!o.result.compiled) return deps.report(arg, o.result);
  const { compiled } = o.result;
  const lang = printLang(compiled.edition, opts.lang);
  if (lang === undefined)
    return (say(words.run.noLanguage(String(opts.lang), editionLangs(compiled.edition).join(", "))[said]), 2);
  const art = await artOf(o.input, o.result, said);
  if (art && "error" in art) return (say(words.run.artUnusable(art.error)[said]), 1);
  const paper: Paper = opts.paper;
  const out = opts.out ?? join("dist", compiled.edition.id, `print-${paper}.pdf`);
  if (opts.out === undefined) mkdirSync(dirname(out), { recursive: true });
  const kit = await printKit(compiled, { paper, lang, art }, kitFonts(kitText(compiled, { lang })));
  const tmp = `${out}.${process.pid}.tmp`;
  writeFileSync(tmp, kit.pdf);
  renameSync(tmp, out);
  const kb = Math.round(kit.pdf.length / 1024);
  process.stdout.write(`${words.run.printed(escapeControls(out), kit.pages, kb)[said]}\n`);
  return 0;
}
