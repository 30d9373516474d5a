// Every message the designer's tools say, in each language, by area: `say.checks.doorTwice(a, b)` is a
// Text with the English and the Japanese. The per-language files are en/*.ts and ja/*.ts.
import { checksEn } from "./en/checks";
import { cliEn } from "./en/cli";
import { extendsEn } from "./en/extends";
import { loadEn } from "./en/load";
import { runEn } from "./en/run";
import { shapeEn } from "./en/shape";
import { siteEn } from "./en/site";
import { yamlEn } from "./en/yaml";
import { checksJa } from "./ja/checks";
import { cliJa } from "./ja/cli";
import { extendsJa } from "./ja/extends";
import { loadJa } from "./ja/load";
import { runJa } from "./ja/run";
import { shapeJa } from "./ja/shape";
import { siteJa } from "./ja/site";
import { yamlJa } from "./ja/yaml";
import { pair } from "./text";

export const say = {
  checks: pair(checksEn, checksJa),
  load: pair(loadEn, loadJa),
  yaml: pair(yamlEn, yamlJa),
  shape: pair(shapeEn, shapeJa),
  extends: pair(extendsEn, extendsJa),
  cli: pair(cliEn, cliJa),
  site: pair(siteEn, siteJa),
  run: pair(runEn, runJa),
};
