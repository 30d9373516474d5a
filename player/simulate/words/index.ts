// The simulate command's words in every language: its console lines, its refusals and the balance report.
import type { ByLang } from "../../../i18n/lang";
import { reportEn, type ReportWords } from "./en";
import { reportJa } from "./ja";

export const WORDS: ByLang<ReportWords> = { en: reportEn, ja: reportJa };
export type { ReportWords };
