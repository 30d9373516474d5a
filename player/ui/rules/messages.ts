// The rules panel's messages in every language.
import type { ByLang } from "../../../i18n/lang";
import { rules as en, type RulesMessages } from "../i18n/en/rules";
import { byLang } from "../i18n/pair";

export const RULES: ByLang<RulesMessages> = byLang(en, (ja) => ja.rules);
