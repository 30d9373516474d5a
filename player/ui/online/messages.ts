// The online screens' messages in every language.
import { online as en, type Online } from "../i18n/en/online";
import type { ByLang } from "../../../i18n/lang";
import { byLang } from "../i18n/pair";

export const ONLINE: ByLang<Online> = byLang(en, (ja) => ja.online);
