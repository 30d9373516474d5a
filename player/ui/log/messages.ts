// The log's messages in every language, for useMessages(LOG) and for code outside React (LOG[lang]).
import type { ByLang } from "../../../i18n/lang";
import { log as en, type LogMessages } from "../i18n/en/log";
import { byLang } from "../i18n/pair";

export const LOG: ByLang<LogMessages> = byLang(en, (ja) => ja.log);
