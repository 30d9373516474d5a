// The YAML parser's complaints in our own words. Its messages are written for programmers ("please use
// YAML.parseAllDocuments()", "Unresolved tag: tag:yaml.org,2002:js/function"), so none is shown as it is:
// each parser code (and, where one code covers several mistakes, a word of its message) picks a sentence
// written for a designer, with a help line saying how to mend the file.

export interface Words {
  message: string;
  help: string;
}

const QUOTE_HELP = "put the value in quotes if it holds `:`, `#`, `[`, `{` or starts with a symbol";

/** `!!js/function` for `tag:yaml.org,2002:js/function`: the tag as the designer wrote it. */
function tagAsWritten(tag: string): string {
  return tag.startsWith("tag:yaml.org,2002:") ? `!!${tag.slice("tag:yaml.org,2002:".length)}` : tag;
}

function missingChar(lib: string): Words {
  if (/quote/i.test(lib))
    return { message: "a quoted text is never closed", help: "end the text with the same quote it starts with" };
  if (/flow map|\}/i.test(lib) && /end with|sufficiently indented/i.test(lib))
    return {
      message: "a `{ ... }` mapping above is not closed, or its next line is not indented under it",
      help: "close it with `}` on the same line, or indent its continuation lines",
    };
  if (/flow seq|\]/i.test(lib) && /end with|sufficiently indented/i.test(lib))
    return {
      message: "a `[ ... ]` list above is not closed, or its next line is not indented under it",
      help: "close it with `]`, or indent its continuation lines",
    };
  if (/Missing , or :/.test(lib))
    return {
      message: "a `,` or `:` is missing between the items in brackets",
      help: "separate the items with `, ` and each key from its value with `: `",
    };
  if (/Missing ,/.test(lib))
    return { message: "a `,` is missing between two items in brackets", help: "separate the items with `, `" };
  if (/space after :/.test(lib))
    return {
      message: "a `:` inside brackets is not followed by a space",
      help: "write `key: value`, with a space after the colon",
    };
  if (/Implicit map keys/i.test(lib))
    return {
      message: "this line is a key without a `:` and a value",
      help: "write `key: value`, or indent the line under the key it belongs to",
    };
  if (/Comments must be separated/i.test(lib))
    return {
      message: "a `#` comment touches the text before it",
      help: "put a space before `#`, or quote the value if the `#` is part of it",
    };
  if (/Sequence item without -/i.test(lib))
    return { message: "a list item lacks its `- `", help: "start each item of the list with `- `" };
  if (/Tags and anchors/i.test(lib))
    return {
      message: "an anchor (`&name`) or tag touches the value after it",
      help: "put a space after the anchor or tag",
    };
  return {
    message: "something is missing here for the YAML to be read",
    help: "check the quotes, brackets, colons and indentation on this line",
  };
}

function unexpected(lib: string): Words {
  if (/Unexpected ,/.test(lib))
    return { message: "a `,` stands where no item follows or precedes it", help: "remove the extra comma" };
  if (/empty item/i.test(lib))
    return { message: "two commas with nothing between them", help: "remove one comma or write the missing item" };
  if (/Block scalar header/i.test(lib))
    return {
      message: "text follows the `|` or `>` that starts a block of lines",
      help: "put the block's text on the lines below the `|`, indented",
    };
  if (/flow scalar/i.test(lib)) return { message: "a value is expected here", help: QUOTE_HELP };
  if (/Unexpected \]|Unexpected \}/.test(lib))
    return { message: "a closing bracket here has no opening one", help: "remove it, or add the `[` or `{` it closes" };
  return {
    message: "YAML does not expect this here",
    help: "check the indentation of this line and the brackets and quotes before it",
  };
}

export function yamlWords(code: string, lib: string, tag?: string): Words {
  switch (code) {
    case "MULTIPLE_DOCS":
      return {
        message: "a second YAML document starts here: the file must hold one edition",
        help: "remove the `---` line (and what follows it, or merge it into the edition above)",
      };
    case "TAG_RESOLVE_FAILED":
      return {
        message: `the tag \`${tag ? tagAsWritten(tag) : "!"}\` is not allowed`,
        help: "remove the tag: only plain text, numbers, true/false, lists and mappings are read",
      };
    case "TAB_AS_INDENT":
      return {
        message: "a tab indents this line, and YAML indents with spaces only",
        help: "replace the tab with spaces",
      };
    case "BAD_INDENT":
      if (/end with/i.test(lib)) return missingChar(lib);
      return /same column/i.test(lib)
        ? { message: "the items of this list do not start at the same column", help: "line up every `- ` of the list" }
        : {
            message: "this line is not indented as its place needs",
            help: "indent it like the lines beside it that belong to the same mapping or list (spaces, not tabs)",
          };
    case "MISSING_CHAR":
      return missingChar(lib);
    case "UNEXPECTED_TOKEN":
      return unexpected(lib);
    case "BAD_SCALAR_START":
      return { message: "a value can not start with this character unless it is in quotes", help: QUOTE_HELP };
    case "BAD_DQ_ESCAPE":
      return {
        message: "a backslash in double quotes starts an escape YAML does not know",
        help: "write `\\\\` for a backslash, or use single quotes",
      };
    case "BAD_ALIAS":
      return {
        message: "this alias names no anchor defined before it",
        help: "define `&name` on a value above before using `*name`",
      };
    case "ALIAS_PROPS":
      return { message: "an alias can not carry an anchor or a tag", help: "remove the `&` or `!` before the `*`" };
    case "MULTIPLE_ANCHORS":
    case "MULTIPLE_TAGS":
      return { message: "a value carries two anchors or two tags", help: "keep one" };
    case "BAD_PROP_ORDER":
      return {
        message: "an anchor or a tag stands after the value it marks",
        help: "put `&name` or `!tag` before the value",
      };
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return {
        message: "a key must fit on one line and end with `:`",
        help: "put the key and its `:` on one line, or indent the line under the key above",
      };
    case "BLOCK_IN_FLOW":
      return {
        message: "`- item` or `key:` lines can not stand inside `[ ]` or `{ }`",
        help: "write the items inside the brackets separated by commas, or drop the brackets",
      };
    case "KEY_OVER_1024_CHARS":
      return { message: "a key is longer than 1024 characters", help: "shorten the key; a key is one short word" };
    case "NON_STRING_KEY":
      return { message: "a key must be plain text, not a list or a mapping", help: "use a word as the key" };
    case "BAD_DIRECTIVE":
      return {
        message: "a `%` directive line that Clue Kit does not read",
        help: "remove the line that starts with `%`",
      };
    case "BAD_COLLECTION_TYPE":
      return { message: "this tag does not fit a list or a mapping", help: "remove the tag" };
    default:
      return {
        message: "the YAML can not be read here",
        help: "check the quotes, brackets, colons and indentation on this line (spaces, not tabs)",
      };
  }
}
