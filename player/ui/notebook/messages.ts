// The notebook's messages in every language.
import type { ByLang } from "../i18n/lang";
import { notebook as en, type NotebookMessages } from "../i18n/en/notebook";
import { notebook as ja } from "../i18n/ja/notebook";

export const NOTEBOOK: ByLang<NotebookMessages> = { en, ja };
