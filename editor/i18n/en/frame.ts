// The frame around the board: the header's menus, the print kit, opening and new files, drafts, tabs, the status line.
import { formatList } from "../../../i18n/format";
export const frame = {
  app: {
    title: "Clue Kit board editor",
    untitled: "untitled",
  },
  menu: {
    open: "Open",
    builtin: "Built-in edition",
    file: "Open a file…",
    new: "New board…",
    save: "Download edition.yaml",
    writeBack: "Save to the file",
    undo: "Undo",
    redo: "Redo",
    playtest: "Play-test",
    print: "Print kit (PDF)",
    lang: "Language",
  },
  print: {
    a4: "Print kit on A4",
    letter: "Print kit on US Letter",
    hint: "One PDF to play on paper: board, cards, notepad, pieces and rules. Printed in the edition's own language with a Latin font; for Japanese, run `clue-compile print <edition> --lang ja`.",
    working: "Making the kit…",
    done: ({ file }: { file: string }) =>
      `Downloaded ${file}. Print it at 100 %, cards double-sided (flip on the long edge).`,
    doneLatin: ({ file }: { file: string }) =>
      `Downloaded ${file}. This page carries a Latin font only, so characters outside it print as ?: for Japanese, run \`clue-compile print <edition> --lang ja\`.`,
    needClean: "Fix the problems first: a kit is printed from an edition without errors.",
    failed: "The kit could not be made from this draft.",
  },
  playtest: {
    back: "Back to the editor",
  },
  drop: {
    hint: "Drop an edition.yaml anywhere to open it.",
  },
  new: {
    title: "New edition",
    rows: "Rows",
    cols: "Columns",
    fromSize: "Blank board of this size",
    fromBuiltin: "Copy of a built-in edition",
    create: "Create",
    cancel: "Cancel",
  },
  draft: {
    found: ({ name, when }: { name: string; when: string }) =>
      `A draft of “${name}” from ${when} was kept in this browser.`,
    restore: "Restore it",
    discard: "Discard",
  },
  confirm: {
    discard: ({ file }: { file: string }) =>
      `“${file}” has changes that are not saved. Open another file anyway? (The changes are lost.)`,
  },
  status: {
    questionRefused: ({ row, col }: { row: number; col: number }) =>
      `A question-mark space goes on a corridor square; row ${row}, column ${col} is not one. Paint it as corridor first.`,
    saved: "Saved.",
    downloaded: ({ file }: { file: string }) => `Downloaded ${file}.`,
    openFailed: ({ reason }: { reason: string }) => `Could not open that file: ${reason}`,
    inexact: "That change could not be written in place; the file was re-printed.",
    boardCopied: ({ parent }: { parent: string }) =>
      `The board inherited from “${parent}” is now written into this file, with your change. Undo takes both back.`,
    localesAdded: ({ files }: { files: readonly string[] }) =>
      files.length === 1
        ? `Added the translation ${files[0]}: it is checked with the edition.`
        : `Added the translations ${formatList("en", files)}: they are checked with the edition.`,
    roomSplit: ({ name }: { name: string }) =>
      `${name} is now in two separate pieces. For another room, press “New room” first (Undo takes this back).`,
  },
  zoom: {
    in: "Zoom in",
    out: "Zoom out",
    fit: "Fit",
  },
  tab: {
    problems: "Problems",
    details: "Details",
    distances: "Distances",
    source: "Source",
    art: "Board art",
  },
  toolbar: {
    label: "Tools",
  },
};

export type Frame = typeof frame;
