// The replay's messages in every language.
import type { ByLang } from "../../../i18n/lang";
import { replay as en, type ReplayMessages } from "../i18n/en/replay";
import { byLang } from "../i18n/pair";

export const REPLAY: ByLang<ReplayMessages> = byLang(en, (ja) => ja.replay);
