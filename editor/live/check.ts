// Live diagnostics: the compiler's browser-safe phases on the current text, exactly as `clue-compile check`
// runs them. Results are kept per text, so undo and redo show theirs again without compiling twice.
import { compile, type CompileResult } from "../../compiler/compile";
import type { Lang } from "../../i18n/lang";
import { heavy, type LocaleFile } from "../model/doc";
import { builtinParents } from "../open/builtins";

export const FILE = "edition.yaml";
const KEEP = 12;
/** Keep past results only within this many bytes of board graph (it grows with the board). */
const KEEP_BYTES = 48 * 1024 * 1024;
const bytes = (r: CompileResult) =>
  Object.values(r.compiled?.graph ?? {}).reduce((n: number, v) => n + (ArrayBuffer.isView(v) ? v.byteLength : 0), 0);
const cache = new Map<string, CompileResult>();

/** What `clue-compile check` is given for an edition file and its `locales/<lang>.yaml` files. */
export const inputOf = (text: string, locales: readonly LocaleFile[] = [], lang: Lang = "en") => ({
  file: FILE,
  text,
  // `extends: classic` finds the built-in editions, as the CLI finds them beside the file.
  parent: builtinParents,
  // The problems in the editor's language.
  lang,
  ...(locales.length > 0 && {
    locales: locales.map((l) => ({ file: `locales/${l.lang}.yaml`, lang: l.lang, text: l.text })),
  }),
});

export function check(text: string, locales: readonly LocaleFile[] = [], lang: Lang = "en"): CompileResult {
  // The same text in another language is another result (its messages are in that language).
  const key = [lang, text, ...locales.flatMap((l) => [l.lang, l.text])].join("\u0000");
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let result: CompileResult;
  try {
    result = compile(inputOf(text, locales, lang));
  } catch (e) {
    // A compiler fault must not take the editor (and the user's work) with it.
    const message = e instanceof Error ? e.message : String(e);
    result = {
      diagnostics: [
        {
          code: "YAML_SYNTAX",
          severity: "error",
          message: `the checker failed: ${message}`,
          file: FILE,
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
          path: "",
        },
      ],
      source: { file: FILE, text, lineStarts: [0], doc: null },
      sources: [],
    };
  }
  cache.set(key, result);
  let total = 0;
  for (const r of cache.values()) total += bytes(r);
  while (cache.size > 1 && (cache.size > KEEP || total > KEEP_BYTES)) {
    const oldest = cache.keys().next().value!;
    total -= bytes(cache.get(oldest)!);
    cache.delete(oldest);
  }
  return result;
}

/**
 * The file's data for a heavy text (model/doc.ts `heavy`), which the page leaves to whoever checked it: read
 * from the check's own parse, not parsed again; nothing for any other text, which the page reads itself.
 */
export function heavyData(text: string, r: CompileResult): unknown {
  const doc = heavy(text) ? r.source.doc : null;
  return doc && doc.errors.length === 0 ? doc.toJS({ maxAliasCount: 100 }) : undefined;
}
