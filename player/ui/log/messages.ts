// The log's messages in every language, for useMessages(LOG) and for code outside React (LOG[lang]).
import type { ByLang } from "../i18n/lang";
import { log as en, type LogMessages } from "../i18n/en/log";
import { log as ja } from "../i18n/ja/log";

export const LOG: ByLang<LogMessages> = { en, ja };
