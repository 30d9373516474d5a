// Numbers, percentages and lists put into words by `Intl`, the same in the player, the editor, the report
// and the CLI. English is British English, as our messages are ("a, b and c", no serial comma); Japanese
// joins with "、" and says "または" for "or".
import type { Lang } from "./lang";

const LOCALE: Readonly<Record<Lang, string>> = { en: "en-GB", ja: "ja-JP" };

// Intl's formatters are slow to build and free to reuse: one per language and shape.
const cache = new Map<string, Intl.NumberFormat | Intl.ListFormat>();
function cached<F extends Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => F): F {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f as F;
}

/** A count or a measure: grouped thousands ("12,345"), exactly `digits` decimals (none by default). */
export function formatNumber(lang: Lang, n: number, digits = 0): string {
  const key = `n/${lang}/${digits}`;
  return cached(
    key,
    () => new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(n);
}

/** A share as a percentage with exactly `digits` decimals: 0.125 is "12.5%" with one. */
export function formatPercent(lang: Lang, share: number, digits = 0): string {
  const key = `p/${lang}/${digits}`;
  return cached(
    key,
    () =>
      new Intl.NumberFormat(LOCALE[lang], {
        style: "percent",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(share);
}

/** Items as one phrase: "a, b and c" (`and`) or "a, b or c" (`or`); "a、b、c" and "a、b、またはc". */
export function formatList(lang: Lang, items: readonly string[], kind: "and" | "or" = "and"): string {
  const type = kind === "and" ? "conjunction" : "disjunction";
  return cached(`l/${lang}/${kind}`, () => new Intl.ListFormat(LOCALE[lang], { type })).format(items);
}
