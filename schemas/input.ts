// An edition's files as a page holds them (opened, dropped or built in) and posts them to the Worker that
// compiles them: plain data, no functions. Type-only; the compiler's `EditionInput` (compiler/compile.ts)
// adds what only a caller in the same thread can hand over (board art's reader, the `extends:` lookup).

interface InputFile {
  file: string;
  text: string | Uint8Array;
}

export interface EditionFiles extends InputFile {
  /** Translation files, each with its language code (from its file name). */
  locales?: (InputFile & { lang: string })[];
}
