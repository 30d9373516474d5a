// A sentence in every language at once. A diagnostic is made where the compiler knows what went wrong,
// long before it knows who reads it (the CLI's --lang, the editor's language, a page that switches
// language without checking again), so each message is said in both and the reader's is picked last.
// The sentences themselves live in the per-language message files (en/*.ts, ja/*.ts): a table of the
// same keys in each, its Japanese typed after its English, so a missing or misshapen Japanese key fails
// the type check.
import type { ByLang } from "../../i18n/lang";

export type Text = ByLang<string>;

/** A message table: each entry a sentence, or a function of language-neutral values (ids, numbers, user text). */
type Table = Record<string, string | ((...args: never[]) => string)>;

/** The same keys and signatures as the English table. */
export type Same<T extends Table> = { [K in keyof T]: T[K] };

export type Said<T extends Table> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => Text : Text;
};

/** Pairs two tables of the same keys into one that says each message in both languages. */
export function pair<T extends Table>(en: T, ja: Same<T>): Said<T> {
  const out = new Map<string, unknown>();
  for (const key of Object.keys(en)) {
    const e = en[key] as T[keyof T];
    const j = ja[key] as T[keyof T];
    out.set(
      key,
      typeof e === "function" && typeof j === "function"
        ? (...args: never[]) => ({ en: e(...args), ja: j(...args) })
        : { en: e, ja: j },
    );
  }
  return Object.fromEntries(out) as Said<T>;
}

/** The same words in both languages: an id, a path or a name, which no language translates. */
export const verbatim = (s: string): Text => ({ en: s, ja: s });

/** Joins texts language by language (a message and its tail, a list of reasons). */
export function join(parts: readonly Text[], sep: Text = verbatim("")): Text {
  return { en: parts.map((p) => p.en).join(sep.en), ja: parts.map((p) => p.ja).join(sep.ja) };
}
