// What a name looks like to a reader, as opposed to the code points it is spelled with: the invisible
// characters dropped, compatibility forms folded (full-width `Ｒ` is `R`), and letters of the Cyrillic and
// Greek alphabets that are drawn like Latin letters replaced by those. Our own small table in the spirit
// of Unicode's confusables (UTS #39): the look-alikes a designer meets by pasting names from elsewhere.

/**
 * Characters that draw nothing, or only space: white space, the default-ignorable code points (zero-width
 * spaces and joiners, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, variation selectors, the
 * soft hyphen, tags), format and control characters, and the blank braille pattern U+2800.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\u2800]/gu;

/** The name with what draws nothing taken out ("" for a blank name). */
export const visible = (name: string): string => name.normalize("NFKC").replace(INVISIBLE, "");

// Cyrillic and Greek letters with a Latin twin, capital and small. Pairs, not a regex, so that the table
// reads as what it is.
const TWINS: readonly (readonly [string, string])[] = [
  // Cyrillic capitals
  ["А", "A"],
  ["В", "B"],
  ["Е", "E"],
  ["Ѕ", "S"],
  ["І", "I"],
  ["Ј", "J"],
  ["К", "K"],
  ["М", "M"],
  ["Н", "H"],
  ["О", "O"],
  ["Р", "P"],
  ["С", "C"],
  ["Т", "T"],
  ["У", "Y"],
  ["Х", "X"],
  ["Ү", "Y"],
  ["Ԛ", "Q"],
  ["Ԝ", "W"],
  ["Ӏ", "I"],
  // Cyrillic smalls
  ["а", "a"],
  ["е", "e"],
  ["ѕ", "s"],
  ["і", "i"],
  ["ј", "j"],
  ["о", "o"],
  ["р", "p"],
  ["с", "c"],
  ["у", "y"],
  ["х", "x"],
  ["ү", "y"],
  ["һ", "h"],
  ["ԁ", "d"],
  ["ԛ", "q"],
  ["ԝ", "w"],
  ["ӏ", "l"],
  // Greek capitals
  ["Α", "A"],
  ["Β", "B"],
  ["Ε", "E"],
  ["Ζ", "Z"],
  ["Η", "H"],
  ["Ι", "I"],
  ["Κ", "K"],
  ["Μ", "M"],
  ["Ν", "N"],
  ["Ο", "O"],
  ["Ρ", "P"],
  ["Τ", "T"],
  ["Υ", "Y"],
  ["Χ", "X"],
  // Greek smalls
  ["α", "a"],
  ["ι", "i"],
  ["κ", "k"],
  ["ν", "v"],
  ["ο", "o"],
  ["ρ", "p"],
  ["υ", "u"],
  ["ϲ", "c"],
  ["ϳ", "j"],
];
const TWIN = new Map(TWINS);

/** The name as it looks: two names with one skeleton can not be told apart by a reader. */
export function skeleton(name: string): string {
  let out = "";
  for (const ch of visible(name)) out += TWIN.get(ch) ?? ch;
  return out.toLowerCase();
}

/** The same name typed again: equal but for case, invisible characters and compatibility forms. */
export const sameName = (name: string): string => visible(name).toLowerCase();

/** The first letter of `name` that is a Cyrillic or Greek twin of a Latin letter (for the message). */
export function firstTwin(name: string): string | undefined {
  for (const ch of visible(name)) if (TWIN.has(ch)) return ch;
  return undefined;
}
