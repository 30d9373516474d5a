// Numbers, percentages and lists put into words by `Intl`, the same in the player, the editor, the report
// and the CLI. English is British English, as our messages are ("a, b and c", no serial comma); Japanese
// joins with "、" and says "または" for "or".
import type { Lang } from "./lang";

const LOCALE: Readonly<Record<Lang, string>> = { en: "en-GB", ja: "ja-JP" };

/** A count or a measure: grouped thousands ("12,345"), exactly `digits` decimals (none by default). */
export function formatNumber(lang: Lang, n: number, digits = 0): string {
  return new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    n,
  );
}

/** A share as a percentage with exactly `digits` decimals: 0.125 is "12.5%" with one. */
export function formatPercent(lang: Lang, share: number, digits = 0): string {
  const digitsOf = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return new Intl.NumberFormat(LOCALE[lang], { style: "percent", ...digitsOf }).format(share);
}

/** What joins a list's items in each language (either kind of list). */
const JOINS: Readonly<Record<Lang, readonly string[]>> = { en: [",", " and ", " or "], ja: ["、", "または"] };

/**
 * Items as one phrase: "a, b and c" (`and`) or "a, b or c" (`or`); "a、b、c" and "a、b、またはc". Where an item
 * holds what joins them (a room "Hall, East", a phrase "at row 0, column 2"), the phrase still says where each
 * item ends: English separates three or more with semicolons ("Hall, East; Study; and Cellar"; "a and b"
 * stays clear with a comma inside), Japanese sets each item in 「」.
 */
export function formatList(lang: Lang, items: readonly string[], kind: "and" | "or" = "and"): string {
  const list = new Intl.ListFormat(LOCALE[lang], { type: kind === "and" ? "conjunction" : "disjunction" });
  if (items.length < 2 || !items.some((item) => JOINS[lang].some((j) => item.includes(j)))) return list.format(items);
  if (lang === "ja") return list.format(items.map((item) => `\u300c${item}\u300d`));
  return items.length < 3 ? list.format(items) : `${items.slice(0, -1).join("; ")}; ${kind} ${items.at(-1)}`;
}
