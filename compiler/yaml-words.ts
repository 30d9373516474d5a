// The YAML parser's complaints in our own words. Its messages are written for programmers ("please use
// YAML.parseAllDocuments()", "Unresolved tag: tag:yaml.org,2002:js/function"), so none is shown as it is:
// each parser code (and, where one code covers several mistakes, a word of its message) picks a sentence
// written for a designer, with a help line saying how to mend the file (words/en/yaml.ts, words/ja/yaml.ts).
import { say } from "./words";
import type { Text } from "./words/text";

export interface Words {
  message: Text;
  help: Text;
}

const y = say.yaml;
type Key = Exclude<keyof typeof y, "tag" | `${string}Help`>;

/** The message `key` with its help line. */
const words = (key: Key): Words => ({ message: y[key], help: y[`${key}Help`] });

/** `!!js/function` for `tag:yaml.org,2002:js/function`: the tag as the designer wrote it. */
function tagAsWritten(tag: string): string {
  return tag.startsWith("tag:yaml.org,2002:") ? `!!${tag.slice("tag:yaml.org,2002:".length)}` : tag;
}

function missingChar(lib: string): Words {
  if (/quote/i.test(lib)) return words("unclosedQuote");
  if (/flow map|\}/i.test(lib) && /end with|sufficiently indented/i.test(lib)) return words("unclosedMap");
  if (/flow seq|\]/i.test(lib) && /end with|sufficiently indented/i.test(lib)) return words("unclosedList");
  if (/Missing , or :/.test(lib)) return words("commaOrColon");
  if (/Missing ,/.test(lib)) return words("comma");
  if (/space after :/.test(lib)) return words("colonSpace");
  if (/Implicit map keys/i.test(lib)) return words("keyWithoutValue");
  if (/Comments must be separated/i.test(lib)) return words("commentTouches");
  if (/Sequence item without -/i.test(lib)) return words("itemWithoutDash");
  if (/Tags and anchors/i.test(lib)) return words("anchorTouches");
  return words("missing");
}

function unexpected(lib: string): Words {
  if (/Unexpected ,/.test(lib)) return words("strayComma");
  if (/empty item/i.test(lib)) return words("emptyItem");
  if (/Block scalar header/i.test(lib)) return words("blockHeader");
  if (/flow scalar/i.test(lib)) return words("valueExpected");
  if (/Unexpected \]|Unexpected \}/.test(lib)) return words("strayBracket");
  return words("unexpected");
}

const BY_CODE: Partial<Record<string, Key>> = {
  MULTIPLE_DOCS: "secondDocument",
  TAB_AS_INDENT: "tabIndent",
  BAD_SCALAR_START: "badStart",
  BAD_DQ_ESCAPE: "badEscape",
  BAD_ALIAS: "badAlias",
  ALIAS_PROPS: "aliasProps",
  MULTIPLE_ANCHORS: "twoProps",
  MULTIPLE_TAGS: "twoProps",
  BAD_PROP_ORDER: "propOrder",
  BLOCK_AS_IMPLICIT_KEY: "keyOneLine",
  MULTILINE_IMPLICIT_KEY: "keyOneLine",
  BLOCK_IN_FLOW: "blockInFlow",
  KEY_OVER_1024_CHARS: "longKey",
  NON_STRING_KEY: "nonStringKey",
  BAD_DIRECTIVE: "directive",
  BAD_COLLECTION_TYPE: "collectionTag",
};

export function yamlWords(code: string, lib: string, tag?: string): Words {
  switch (code) {
    case "TAG_RESOLVE_FAILED":
      return { message: y.tag(tag ? tagAsWritten(tag) : "!"), help: y.tagHelp };
    case "BAD_INDENT":
      if (/end with/i.test(lib)) return missingChar(lib);
      return words(/same column/i.test(lib) ? "itemsNotAligned" : "badIndent");
    case "MISSING_CHAR":
      return missingChar(lib);
    case "UNEXPECTED_TOKEN":
      return unexpected(lib);
    default:
      return words(Object.hasOwn(BY_CODE, code) ? (BY_CODE[code] as Key) : "unreadable");
  }
}
