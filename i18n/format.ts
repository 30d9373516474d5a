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

/** Items as one phrase: "a, b and c" (`and`) or "a, b or c" (`or`); "a、b、c" and "a、b、またはc". */
export function formatList(lang: Lang, items: readonly string[], kind: "and" | "or" = "and"): string {
  return new Intl.ListFormat(LOCALE[lang], { type: kind === "and" ? "conjunction" : "disjunction" }).format(items);
}
