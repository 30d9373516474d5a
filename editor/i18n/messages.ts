// Every word the editor shows, by message area, in every language. An area is an object of sentences in
// en/<file>.ts (a function of named, typed values where a sentence has blanks); ja/<file>.ts is typed by
// it, so a key missing in Japanese, or a sentence asking for other values, fails the type check.
import { byLang, type ByLang } from "../../i18n/lang";
import { namesEn, namesJa } from "../names/messages";
import { frame } from "./en/frame";
import { panels } from "./en/panels";
import { play } from "./en/play";
import { tools } from "./en/tools";
import { frame as frameJa } from "./ja/frame";
import { panels as panelsJa } from "./ja/panels";
import { play as playJa } from "./ja/play";
import { tools as toolsJa } from "./ja/tools";

const en = { ...frame, ...tools, ...panels, ...play, ...namesEn };

/** The editor's message areas in one language: `m.menu.open`, `m.print.done({ file })`. */
export type Messages = typeof en;

// The Japanese areas joined once, on first use.
let ja: Messages | undefined;
export const MESSAGES: ByLang<Messages> = byLang(
  en,
  () => (ja ??= { ...frameJa, ...toolsJa, ...panelsJa, ...playJa, ...namesJa }),
);
