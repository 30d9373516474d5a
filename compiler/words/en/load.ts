// Phase `load`'s messages (compiler/load.ts): the file's size, bytes and encoding, and the YAML document
// as a whole, in English.

export const loadEn = {
  tooManyBytes: (max: number) => `the file is over the limit of ${max} bytes`,
  tooManyChars: (max: number) => `the file is over the limit of ${max} characters`,
  tooLargeHelp: "keep the edition to data: a whole edition with its rules text is well under 100 KiB",
  utf16: "the file is UTF-16 (it starts with a UTF-16 byte-order mark)",
  notUtf8: "the file is not valid UTF-8",
  encodingHelp: "save the file as UTF-8 in your editor",
  nulBytes: "the file holds NUL bytes: it is not text",
  controlBytes: "the file holds control characters: it is not a YAML text file",
  binaryHelp: "give the path of the edition's YAML text file, edition.yaml",
  tooDeep: (depth: number, max: number) => `the YAML nests about ${depth} levels deep here; the limit is ${max}`,
  tooDeepHelp: "flatten the structure: an edition never needs more than a dozen levels",
  tooDeepToRead: "the YAML nests too deeply to be read",
  duplicateKey: "this key appears twice in the same mapping",
  duplicateKeyHelp: "remove one of the two, or rename it",
  aliases: "expanding the aliases would multiply the document beyond the limit",
  aliasesHelp: "write the values out instead of nesting aliases",
  protoKey: (key: string) => `the key \`${key}\` is not allowed`,
  protoKeyHelp: "rename the key; __proto__, constructor and prototype are refused everywhere",
  empty: "the file holds no YAML document",
  emptyHelp: "start from an existing edition: `clue-compile new <id> --from classic`",
  rootNotMap: (kind: "list" | "alias" | "value") =>
    `the document is ${kind === "list" ? "a list" : kind === "alias" ? "an alias" : "a single value"}, not a mapping of keys to values`,
  rootNotMapHelp: "an edition starts with `format: 1` on a line of its own",
  colourInBrackets: (colour: string, key: string) =>
    `YAML reads the unquoted \`${colour}\` and the rest of this line as a comment, so \`${key}\` has no value and the brackets are left open`,
  quoteColour: (key: string, colour: string) => `put the colour in quotes: ${key}: "${colour}"`,
};
