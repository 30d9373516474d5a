// The editions that ship with Clue Kit, as their source text (so opening one keeps its comments).
import classic from "../../variants/classic/edition.yaml?raw";
import classicJa from "../../variants/classic/locales/ja.yaml?raw";
import office from "../../variants/the-office/edition.yaml?raw";
import officeJa from "../../variants/the-office/locales/ja.yaml?raw";
import tower from "../../variants/tower-of-terror/edition.yaml?raw";
import towerJa from "../../variants/tower-of-terror/locales/ja.yaml?raw";
import { pageParents, type ParentResolver } from "../../compiler/extends";
import type { LocaleFile } from "../model/doc";

/** Each with its translation files (locales/<lang>.yaml), checked with it as `clue-compile check` does. */
export const BUILTINS: Record<string, { name: string; text: string; locales?: LocaleFile[] }> = {
  classic: { name: "Clue", text: classic, locales: [{ lang: "ja", text: classicJa }] },
  "tower-of-terror": { name: "Tower of Terror", text: tower, locales: [{ lang: "ja", text: towerJa }] },
  "the-office": { name: "The Office", text: office, locales: [{ lang: "ja", text: officeJa }] },
};

/**
 * Where `extends: classic` finds its parent in the page: the built-in editions, as the CLI finds them beside
 * the file. The live check is given it (live/check.ts) and so is every doc the editor opens (`Doc.parents`),
 * which draws an inherited board from the same editions (model/inherit.ts).
 */
export const builtinParents: ParentResolver = pageParents({
  builtins: Object.fromEntries(
    Object.entries(BUILTINS).map(([id, b]) => [id, { file: `${id}/edition.yaml`, text: b.text }]),
  ),
});
