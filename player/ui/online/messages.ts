// The online screens' messages in every language.
import { online as en, type Online } from "../i18n/en/online";
import type { ByLang } from "../../../i18n/lang";
import { byLang } from "../i18n/pair";

export const ONLINE: ByLang<Online> = byLang(en, (ja) => ja.online);

/** A refusal in the page's language where its code is known, else the server's own sentence. */
export const refusalText = (words: Readonly<Record<string, string>>, r: { code: string; message: string }) =>
  (Object.hasOwn(words, r.code) && words[r.code]) || r.message;
