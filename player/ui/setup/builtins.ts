// The three shipped editions as YAML text (with their translations), compiled in the page when chosen.
// Only the start screen of a player without a baked edition offers them.
import classic from "../../../variants/classic/edition.yaml?raw";
import classicJa from "../../../variants/classic/locales/ja.yaml?raw";
import office from "../../../variants/the-office/edition.yaml?raw";
import officeJa from "../../../variants/the-office/locales/ja.yaml?raw";
import tower from "../../../variants/tower-of-terror/edition.yaml?raw";
import towerJa from "../../../variants/tower-of-terror/locales/ja.yaml?raw";
import { pageParents, type EditionInput } from "../../../compiler/compile";

// Tower of Terror extends classic (`extends: classic`): its parent is found among these texts.
const parent = pageParents({ builtins: { classic: { file: "variants/classic/edition.yaml", text: classic } } });

export const BUILTINS: readonly { id: string; input: EditionInput }[] = [
  {
    id: "classic",
    input: {
      file: "variants/classic/edition.yaml",
      text: classic,
      locales: [{ file: "variants/classic/locales/ja.yaml", text: classicJa, lang: "ja" }],
    },
  },
  {
    id: "tower-of-terror",
    input: {
      file: "variants/tower-of-terror/edition.yaml",
      text: tower,
      locales: [{ file: "variants/tower-of-terror/locales/ja.yaml", text: towerJa, lang: "ja" }],
      parent,
    },
  },
  {
    id: "the-office",
    input: {
      file: "variants/the-office/edition.yaml",
      text: office,
      locales: [{ file: "variants/the-office/locales/ja.yaml", text: officeJa, lang: "ja" }],
    },
  },
];
