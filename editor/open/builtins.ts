// The editions that ship with Clue Kit, as their source text (so opening one keeps its comments).
import classic from "../../variants/classic/edition.yaml?raw";
import office from "../../variants/the-office/edition.yaml?raw";
import tower from "../../variants/tower-of-terror/edition.yaml?raw";
import towerJa from "../../variants/tower-of-terror/locales/ja.yaml?raw";
import type { LocaleFile } from "../model/doc";

/** Each with its translation files (locales/<lang>.yaml), checked with it as `clue-compile check` does. */
export const BUILTINS: Record<string, { name: string; text: string; locales?: LocaleFile[] }> = {
  classic: { name: "Clue", text: classic },
  "tower-of-terror": { name: "Tower of Terror", text: tower, locales: [{ lang: "ja", text: towerJa }] },
  "the-office": { name: "The Office", text: office },
};
