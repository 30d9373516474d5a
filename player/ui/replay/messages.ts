// The replay's messages in every language.
import type { ByLang } from "../i18n/lang";
import { replay as en, type ReplayMessages } from "../i18n/en/replay";
import { replay as ja } from "../i18n/ja/replay";

export const REPLAY: ByLang<ReplayMessages> = { en, ja };
