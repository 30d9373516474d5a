// The index page `build --site` writes, in Japanese: the same keys as en/site.ts.
import type { siteEn } from "../en/site";
import type { Same } from "../text";

export const siteJa: Same<typeof siteEn> = {
  lead: "遊ぶエディションを選んでください。コンピューターと対戦することも、1 つの画面を囲んで友だちと遊ぶこともできます。",
  offline: "どのゲームも、オフラインで遊べる 1 つのページです。保存しておけば、どこでも開けます。",
  make: "自分で作る",
  editor: "ボードエディター",
  editorLine: (link) => `${link}：ボードを描き、カードに名前を付けて、自分のエディションを試しに遊べます。`,
  untranslated: "（日本語訳はありません。元の言語で表示されます）",
  language: "言語",
};
