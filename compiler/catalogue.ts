// Every diagnostic code the compiler can report, with its severity and a paragraph that
// `clue-compile explain <CODE>` prints. Codes are stable: never rename one, only add.

import type { Severity } from "../schemas/diagnostic";

interface Entry {
  severity: Severity;
  title: string;
  explain: string;
}

function entries<T extends Record<string, Entry>>(table: T): T {
  return table;
}

export const CATALOGUE = entries({
  // --- reading the file -----------------------------------------------------------------------------
  FILE_UNREADABLE: {
    severity: "error",
    title: "The file can not be read",
    explain:
      "The path does not lead to a readable edition.yaml (or a folder holding one). Check the path, that the file exists and that you may read it.",
  },
  FILE_TOO_LARGE: {
    severity: "error",
    title: "The file is too large",
    explain:
      "Edition files are capped at 1 MiB so that a stray or hostile file can not exhaust memory. A full edition with its rules text is well under 100 KiB; move art into art/*.svg and keep the YAML to data.",
  },
  FILE_BINARY: {
    severity: "error",
    title: "The file is not text",
    explain:
      "The file holds NUL bytes or other control characters, so it is not a YAML text file. Perhaps an image or archive was given where edition.yaml was expected.",
  },
  FILE_ENCODING: {
    severity: "error",
    title: "The file is not UTF-8",
    explain:
      "Edition files must be UTF-8. The file holds bytes that are not valid UTF-8 (or starts with a UTF-16 byte-order mark). Re-save it as UTF-8 in your editor.",
  },
  FILE_EMPTY: {
    severity: "error",
    title: "The file is empty",
    explain:
      "The file holds no YAML document. Start from an existing edition with `clue-compile new <id> --from classic`.",
  },
  YAML_TOO_DEEP: {
    severity: "error",
    title: "The YAML nests too deeply",
    explain:
      "No edition needs more than a dozen levels of nesting; past 64 the file is refused before it is parsed, so that a crafted file can not exhaust the parser's stack.",
  },
  YAML_SYNTAX: {
    severity: "error",
    title: "YAML syntax error",
    explain:
      "The file is not valid YAML at this point: a bad indent, an unclosed quote or bracket, a tab used for indentation, or a second document. The message names what the parser expected.",
  },
  YAML_DUPLICATE_KEY: {
    severity: "error",
    title: "A key appears twice in one mapping",
    explain:
      "YAML mappings may not repeat a key: the second would silently replace the first. Remove or rename one of them.",
  },
  YAML_ALIAS_LIMIT: {
    severity: "error",
    title: "Too many aliases",
    explain:
      "Anchors and aliases (&a, *a) are allowed, but expanding them may not multiply the document: a few nested aliases can stand for billions of nodes (the 'billion laughs' attack). Write the values out instead.",
  },
  YAML_UNKNOWN_TAG: {
    severity: "error",
    title: "Unknown YAML tag",
    explain:
      "Only the standard YAML tags are understood. Tags such as !!js/function or !include run code or read files in some tools; Clue Kit refuses them. Remove the tag.",
  },
  YAML_PROTO_KEY: {
    severity: "error",
    title: "Forbidden key name",
    explain:
      "The keys __proto__, constructor and prototype are refused everywhere: in JavaScript they can change the behaviour of every object. Rename the key.",
  },
  ROOT_NOT_MAPPING: {
    severity: "error",
    title: "The document is not a mapping",
    explain:
      "An edition file is a YAML mapping (key: value lines) at the top level, starting with `format: 1`. This file's top level is a list, a string or a number.",
  },
  // --- shape (the JSON Schema) -----------------------------------------------------------------------
  FORMAT_UNSUPPORTED: {
    severity: "error",
    title: "Unsupported format version",
    explain:
      "`format` names the version of the edition format the file is written in. This Clue Kit reads format 1; see schemas/CHANGELOG.md for what each version holds.",
  },
  SCHEMA_UNKNOWN_KEY: {
    severity: "error",
    title: "Unknown key",
    explain:
      "The format is strict: every key must be one the schema knows, so that a typo is caught rather than silently ignored. The help line suggests the nearest known key.",
  },
  SCHEMA_MISSING_KEY: {
    severity: "error",
    title: "A required key is missing",
    explain: "This mapping lacks a key the format requires. Add it; the schema's description says what it holds.",
  },
  SCHEMA_WRONG_TYPE: {
    severity: "error",
    title: "Wrong type of value",
    explain:
      'The value is of the wrong kind: a string where a number is expected, a single value where a list is expected, and so on. Quote strings that YAML would read as numbers or booleans ("no", "1.0").',
  },
  SCHEMA_INVALID_VALUE: {
    severity: "error",
    title: "Value not allowed",
    explain: "The value is not one of those the format allows here. The help line lists them or names the nearest.",
  },
  SCHEMA_OUT_OF_RANGE: {
    severity: "error",
    title: "Value out of range",
    explain: "A number is too small or large, or a string or list too short or long, for this place in the format.",
  },
  SCHEMA_PATTERN: {
    severity: "error",
    title: "Badly formed value",
    explain:
      "The value does not have the form required here. Ids are lowercase kebab-case (`lead-pipe`), colours are #rrggbb, grid keys are single letters, languages are codes such as `ja`.",
  },
  // --- meaning ----------------------------------------------------------------------------------------
  COLOR_UNQUOTED: {
    severity: "error",
    title: "A colour read as a comment",
    explain:
      'In YAML, `#` after a space starts a comment, so `color: #7d3c98` gives `color` no value at all (and inside `{ ... }` the comment swallows the rest of the line, closing brace included). Put the colour in quotes: `color: "#7d3c98"`.',
  },
  CONTROL_CHARACTER: {
    severity: "error",
    title: "A control character in the text",
    explain:
      "Names, ids and every other text of an edition are shown on a terminal, in a page and in the game. A control character there (ESC, BEL, a right-to-left override, ...) is invisible to a reader, and a terminal obeys it: it could clear the screen, rename the window or hide a line. It usually comes from a quoted YAML string, where `\\e`, `\\a` and `\\x1b` stand for control characters. Line breaks and tabs are allowed; delete anything else.",
  },
  DUPLICATE_ID: {
    severity: "error",
    title: "Duplicate id",
    explain:
      "Ids name cards, Keepers and powers; every card id (suspect, weapon, room) must be unique across all three kinds, and every Keeper id and power suspect must be unique too.",
  },
  UNKNOWN_REFERENCE: {
    severity: "error",
    title: "Unknown id",
    explain:
      "An id is used here that no suspect, weapon or room (as the place requires) declares. Check the spelling; the help line suggests the nearest declared id.",
  },
  DUPLICATE_ROOM_KEY: {
    severity: "error",
    title: "Two rooms share a grid key",
    explain: "Each room's cells are marked in the grid by its own letter, so no two rooms may share one.",
  },
  GRID_RAGGED: {
    severity: "error",
    title: "Grid rows of unequal width",
    explain:
      "Every row of the grid must be as wide as the first. Pad short rows with `#` (off-board) so that columns line up.",
  },
  GRID_UNKNOWN_CHAR: {
    severity: "error",
    title: "Unknown grid character",
    explain:
      "Grid cells are `#` (off-board), `.` (corridor square) or the key letter of a declared room. Declare a room with this key, or change the character.",
  },
  BOARD_TOO_LARGE: {
    severity: "error",
    title: "The board is too large",
    explain:
      "A board may have at most 200 rows and 200 columns. Real boards are about 25 x 25; the cap, eight times that on each side, keeps checking, playing and simulating an edition within seconds and a few hundred megabytes. Draw the board at the scale of its squares, one grid cell a square, and remove the rows or columns past the limit.",
  },
  ROOM_NOT_ON_BOARD: {
    severity: "error",
    title: "Room has no cells",
    explain: "The room's key letter appears nowhere in the grid, so the room has no place on the board.",
  },
  CELL_OUT_OF_BOUNDS: {
    severity: "error",
    title: "Cell outside the grid",
    explain: "The [row, column] pair lies outside the grid. Rows and columns count from 0; row 0 is the top.",
  },
  DOOR_NOT_ON_ROOM_EDGE: {
    severity: "error",
    title: "Door not on a room cell",
    explain: "A door's `at` cell must be a cell of a room (a room's key letter in the grid).",
  },
  DOOR_FRONT_NOT_WALKABLE: {
    severity: "error",
    title: "Door opens onto no corridor",
    explain: "A door's `front` cell must be a corridor square (`.` in the grid), where a token stands to enter.",
  },
  DOOR_NOT_ADJACENT: {
    severity: "error",
    title: "Door cells not side by side",
    explain: "A door's `at` and `front` cells must touch along a side (one row or one column apart, not diagonally).",
  },
  DUPLICATE_DOOR: {
    severity: "error",
    title: "Door listed twice",
    explain: "The same door (same room cell and front square) appears twice in board.doors.",
  },
  ROOM_UNENTERABLE: {
    severity: "error",
    title: "Room no one can enter",
    explain: "The room has neither a door nor a secret passage, so no token can ever get in. Add a door.",
  },
  ROOM_UNREACHABLE: {
    severity: "error",
    title: "Room unreachable from a start square",
    explain:
      "No route of corridor squares, doors and secret passages leads from this start square into the room, so some players could never suggest there.",
  },
  START_UNREACHABLE: {
    severity: "error",
    title: "Start squares cut off from each other",
    explain:
      "Every start square must be reachable from every other: otherwise the board falls into separate parts and some tokens can never meet the rest.",
  },
  START_NOT_WALKABLE: {
    severity: "error",
    title: "Start square not on a corridor",
    explain: "A suspect's start must be a corridor square (`.` in the grid), not a room cell or off-board.",
  },
  START_SHARED: {
    severity: "error",
    title: "Two suspects share a start square",
    explain: "Every suspect's token begins on its own square; two tokens may not stand on one square.",
  },
  PASSAGE_SAME_ROOM: {
    severity: "error",
    title: "Passage leads nowhere",
    explain: "A secret passage joins two different rooms; this one names the same room twice.",
  },
  DUPLICATE_PASSAGE: {
    severity: "error",
    title: "Passage listed twice",
    explain: "The same pair of rooms is joined twice (passages work both ways, so [a, b] and [b, a] are the same).",
  },
  SPACE_NOT_WALKABLE: {
    severity: "error",
    title: "Special space off the corridors",
    explain: "A special space (such as a question-mark space) must be a corridor square a token can stop on.",
  },
  DUPLICATE_SPACE: {
    severity: "error",
    title: "Special space listed twice",
    explain: "Two special spaces are on the same square.",
  },
  TOO_FEW_CARDS: {
    severity: "error",
    title: "Too few cards to deal",
    explain:
      "After one card of each kind goes into the envelope, every player must still get at least one card at the largest player count; and each kind needs at least one card.",
  },
  TOO_MANY_CARDS: {
    severity: "error",
    title: "More cards than the format allows",
    explain:
      "An edition holds at most 52 cards in all: suspects, weapons and the rooms that have a card. The computer players' deduction counts every way the unseen cards could lie, and past 52 cards it can not; the same number bounds the schema, this check and the deduction. Merge or drop cards, or give a room `card: false`.",
  },
  ONLY_ONE_CARD: {
    severity: "warning",
    title: "Only one card of a kind",
    explain:
      "With a single suspect, weapon or room card, that card is in the envelope from the start: every player knows that part of the answer before the first turn. Add a second card of the kind (three or more make a real question).",
  },
  DUPLICATE_NAME: {
    severity: "warning",
    title: "Two cards share a name",
    explain:
      "Players tell suspects, weapons and rooms apart by their names: in a suggestion, in the notebook, on a card shown to them. Two of them with the same name (ignoring case, invisible characters and full-width letters) can not be told apart, and a player who is shown one may cross off the other. Give each its own name.",
  },
  NAME_BLANK: {
    severity: "error",
    title: "A name with nothing to read",
    explain:
      "The name holds no visible character: only spaces, zero-width characters, Hangul fillers (U+3164, U+115F), the blank braille pattern (U+2800) or other characters that draw nothing. Such a name shows as an empty card and an empty choice in every list, and a player can not name it in a suggestion. Type a name a reader can see.",
  },
  NAME_CONFUSABLE: {
    severity: "warning",
    title: "Names that look alike in different scripts",
    explain:
      "Two names look the same on screen but are spelled with letters of different scripts: a Latin `o` and a Cyrillic `о`, a Latin `A` and a Greek `Α`. A reader can not tell them apart, and one typed by hand will not match the other. Usually one of them was pasted from somewhere else; retype it in one alphabet.",
  },
  SHARED_COLOR: {
    severity: "warning",
    title: "Two suspects share a colour",
    explain:
      "Tokens and the players' seats are told apart by colour on the board, in the hand-over screen and in the balance report. Two suspects of one colour look alike; give each its own.",
  },
  PLAYERS_RANGE: {
    severity: "error",
    title: "Impossible player count",
    explain:
      "players.min must not exceed players.max, and players.max must not exceed the number of suspects (each player takes a suspect).",
  },
  SETUP_IMPOSSIBLE: {
    severity: "error",
    title: "Setup can not be done",
    explain:
      "The weapons can not be placed as the rules say: one weapon per distinct room needs at least as many rooms as weapons.",
  },
  ACCUSATION_ROOM_UNREACHABLE: {
    severity: "error",
    title: "Accusation room out of reach",
    explain:
      "Accusations may only be made in this room, so every start square must have a route into it; otherwise no one could ever win.",
  },
  ACCUSATION_ROOM_IS_CARD: {
    severity: "error",
    title: "Accusation room has a card",
    explain:
      "No suggestion may be made in the accusation room, so its card could never be tested; such a room must have `card: false`.",
  },
  DICE_NO_FACES: {
    severity: "error",
    title: "Dice that can not move anyone",
    explain:
      "The rules need at least one die, every die needs at least one face, and at least one face must move a token one or more squares.",
  },
  MODULE_CONFLICT: {
    severity: "error",
    title: "Rules and modules contradict each other",
    explain:
      "An option needs a module that is not switched on (a question-mark face or space without the Intrigue deck), or a module's options cancel each other out (an Intrigue deck that no rule ever draws from, a power for a suspect twice).",
  },
  BOARD_ART_INVALID: {
    severity: "error",
    title: "The board art can not be used",
    explain:
      "`board.art` names an SVG in the edition's art/ folder that is drawn under the board. The file must exist, be UTF-8 SVG text whose root element is <svg> (no DOCTYPE: its entities could expand without bound) and be at most 256 KiB. Scripts, event handlers, foreignObject, styles and references outside the file are removed when the edition is built, so art can not run anything or load anything.",
  },
  LOCALE_MISMATCH: {
    severity: "error",
    title: "Translation file names the wrong language",
    explain: "A file locales/<lang>.yaml must say `locale: <lang>`, the same code as its file name.",
  },
  LOCALE_INCOMPLETE: {
    severity: "warning",
    title: "Translation incomplete",
    explain:
      "The translation leaves a name, term or the rules text untranslated; players in that language will see the edition's own text there.",
  },
  // --- extends (one edition laid over another) ---------------------------------------------------------
  EXTENDS_MISSING: {
    severity: "error",
    title: "The parent edition can not be found",
    explain:
      "`extends:` names an edition that is not there. An id (`classic`) is looked for beside this edition's folder and among the editions that ship with Clue Kit; a path (`../classic`) is read relative to this file, as an edition.yaml or the folder holding one. In the editor and the player, the parent must be a built-in edition or a file you opened.",
  },
  EXTENDS_OUTSIDE: {
    severity: "error",
    title: "The parent edition lies outside the project",
    explain:
      "A relative `extends:` path may not climb out of the project (the folder that holds package.json, or the editions' folder): an edition must not read files a reader of it has never seen. Copy the parent into variants/ and extend it there.",
  },
  EXTENDS_CYCLE: {
    severity: "error",
    title: "A cycle of extends",
    explain:
      "Following `extends:` from edition to edition comes back to one already on the way, so no edition in the loop has a root to start from. Break the loop: one of them must extend an edition outside it, or nothing.",
  },
  EXTENDS_TOO_DEEP: {
    severity: "error",
    title: "The chain of extends is too long",
    explain:
      "More than 8 editions lie one over another. A reskin needs one parent, a variant of a reskin two; so long a chain is a mistake or an attack. Extend an edition nearer the root, or write the keys out.",
  },
  EXTENDS_UNKNOWN_ID: {
    severity: "error",
    title: "An override of an id the parent lacks",
    explain:
      "In an edition that extends another, an entry of `suspects`, `weapons`, `rooms`, Keeper cards or personality powers changes the parent's entry with the same id, `replaces: <id>` puts a new entry in the place of the parent's, and `remove: true` takes one out. This entry names an id the parent has not got: a typo, or a new entry that lacks keys. A new entry must be complete (a suspect needs its name, colour and start).",
  },
});

export type Code = keyof typeof CATALOGUE;

export const CODES = Object.keys(CATALOGUE) as Code[];

export function isCode(value: string): value is Code {
  return Object.prototype.hasOwnProperty.call(CATALOGUE, value);
}
