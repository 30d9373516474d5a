// "How this edition differs from classic": the facts (compare.ts) and their wording (words.ts), as the
// data `inspect --json` carries, `clue-compile diff` prints and the player's rules panel shows.
import type { Edition } from "../../schemas/edition";
import { compare, type Difference } from "./compare";
import type { Lang } from "../../i18n/lang";
import { describe, languages } from "./words";

export interface Differences {
  /** The edition compared against (classic). */
  from: string;
  items: Difference[];
  /** The same items as sentences, one list per language the edition is read in. */
  text: Partial<Record<Lang, string[]>>;
}

export function differences(base: Edition, edition: Edition): Differences {
  const items = base.id === edition.id ? [] : compare(base, edition);
  return {
    from: base.id,
    items,
    text: Object.fromEntries(languages(edition).map((l) => [l, describe(items, edition, base, l)])),
  };
}
