// The notebook's messages in every language.
import type { ByLang } from "../../../i18n/lang";
import { notebook as en, type NotebookMessages } from "../i18n/en/notebook";
import { byLang } from "../i18n/pair";

export const NOTEBOOK: ByLang<NotebookMessages> = byLang(en, (ja) => ja.notebook);
