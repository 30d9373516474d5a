// What "said in Japanese" means for the tests of the designer's tools: some kana or kanji, and no English
// sentence left over once the parts no language translates are taken out (code spans, quoted names,
// code points, paths and the like).

const KANA_KANJI = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Three English words in a row: a sentence (or most of one) that was never translated. */
const ENGLISH = /[A-Za-z]{2,}(?:[ ,;'-]+[A-Za-z]{2,}){2,}/;

/** The text without what stays as it is in every language. */
function untranslatable(text: string): string {
  return text
    .replace(/`[^`]*`/g, " ")
    .replace(/"[^"]*"|「[^」]*」/g, " ")
    .replace(/U\+[0-9A-F]{4,6}/g, " ")
    .replace(/\S*[/\\.]\S*/g, " ");
}

/** Why `text` is not Japanese, or undefined when it is. */
export function notJapanese(text: string): string | undefined {
  if (!KANA_KANJI.test(text)) return `no kana or kanji in: ${text}`;
  const english = ENGLISH.exec(untranslatable(text));
  return english ? `English "${english[0]}" in: ${text}` : undefined;
}
