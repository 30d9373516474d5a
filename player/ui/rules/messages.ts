// The rules panel's messages in every language.
import type { ByLang } from "../i18n/lang";
import { rules as en, type RulesMessages } from "../i18n/en/rules";
import { rules as ja } from "../i18n/ja/rules";

export const RULES: ByLang<RulesMessages> = { en, ja };
