// The meaning checks' messages and help lines (compiler/checks/*), in English. ja/checks.ts says the same
// in Japanese. Arguments are ids, cells, numbers and the designer's own text: never an English phrase.

type Cell = string;
type IdKind = "card" | "keeper" | "power";
type RefKind = "room" | "suspect";
type CardKind = "suspects" | "weapons" | "rooms";
type TextKind = "id" | "name" | "text";
export type ArtFault = "tooLarge" | "notUtf8" | "doctype" | "notSvg" | "notWhole";

const list = (items: readonly string[]) => items.map((c) => `\`${c}\``).join(", ");

export const checksEn = {
  didYouMean: (c: string) => `did you mean \`${c}\`?`,
  removeOne: "remove one of them",
  outOfGrid: (cell: Cell, rows: number, cols: number) => `${cell} is outside the ${rows} x ${cols} grid`,
  countFromZero: "rows and columns count from 0",
  // doors
  doorNotRoom: (cell: Cell, ch: string) => `the door's cell ${cell} is \`${ch}\`, not a room cell`,
  roomCellBeside: (cell: Cell) => `the room cell next to it is ${cell}`,
  atMustBeRoom: "`at` must be a cell carrying a room's key letter",
  doorFrontNotCorridor: (cell: Cell, ch: string) =>
    `the square in front of the door, ${cell}, is \`${ch}\`, not a corridor square`,
  frontOnCorridor: "point `front` at the `.` square a token stands on to go in",
  doorNotAdjacent: (a: Cell, b: Cell) => `${a} and ${b} do not share a side`,
  doorAdjacentHelp: "`front` must be one row or one column away from `at`, not diagonal",
  doorTwice: (a: Cell, b: Cell) => `the door ${a} -> ${b} is listed twice`,
  // cards
  noRoomCard: "no room has a card, so the envelope can not hold a room",
  noRoomCardHelp: "set `card: true` (the default) on the rooms that may be the answer",
  tooFewToDeal: (dealt: number, max: number) =>
    `${dealt} card(s) are left to deal after the envelope is filled: too few for ${max} players`,
  lowerPlayersOrAdd: (n: number) => `lower players.max to ${n} or add cards`,
  accusationRoomHasCard: (room: string) => `\`${room}\` is the accusation room but has a card`,
  addCardFalse: (room: string) => `add \`card: false\` to the room \`${room}\``,
  tooManyCards: (total: number, s: number, w: number, r: number, max: number) =>
    `the edition has ${total} cards (${s} suspects, ${w} weapons, ${r} room cards); at most ${max} are allowed, and this is card ${max + 1}`,
  removeCards: (n: number) =>
    `remove ${n} card${n === 1 ? "" : "s"}, or give rooms that can never be the answer \`card: false\``,
  onlyCard: (id: string, kind: CardKind, term: string) =>
    `\`${id}\` is the only ${term.toLowerCase()} card, so it is in the envelope from the start: every player knows the ${term.toLowerCase()} before the first turn`,
  addMoreCards: (kind: CardKind, term: string, terms: string) =>
    `add ${terms.toLowerCase()}: with three or more the ${term.toLowerCase()} is a real question`,
  // board art
  artMissing: (art: string) => `the board art \`${art}\` does not exist beside the edition`,
  artMissingHelp: "put the SVG in the edition's art/ folder, or remove `art:`",
  artUnusable: (art: string, why: ArtFault, kib: number) =>
    `the board art \`${art}\` can not be used: ${artWhyEn[why](kib)}`,
  artSizeHelp: (kib: number) => `board art is one SVG file of at most ${kib} KiB`,
  // board size and grid
  tooManyRows: (n: number, max: number) => `the grid has ${n} rows; a board may have at most ${max}`,
  removeRows: (extra: number, max: number) =>
    `remove ${extra} row(s) from row ${max} on (rows count from 0), or shrink the board's drawing`,
  tooWide: (row: number, width: number, max: number) =>
    `row ${row} is ${width} cells wide; a board may be at most ${max} wide`,
  removeColumns: (max: number) => `keep every row to ${max} cells: remove the columns from ${max} on`,
  ragged: (row: number, width: number, first: number) => `row ${row} is ${width} cells wide; row 0 is ${first}`,
  addCells: (n: number) => `add ${n} cell(s) (\`#\` for off-board)`,
  removeCells: (n: number) => `remove ${n} cell(s)`,
  invisibleCell: (what: "tab" | "space" | "other", cp: string, row: number, col: number) =>
    `${what === "tab" ? "a tab" : what === "space" ? "a space" : `the invisible character U+${cp}`} at [${row}, ${col}] in the grid: every cell is one visible character`,
  tabCellHelp:
    "replace the tab with the cell it stands for (`#` off-board, `.` corridor, or a room key); editors may show a tab as several spaces",
  invisibleCellHelp: "replace it with `#`, `.` or a room key",
  unknownCell: (ch: string, row: number, col: number) =>
    `\`${ch}\` at [${row}, ${col}] is not \`#\`, \`.\` or a room key`,
  declareKey: (keys: string, ch: string) => `room keys: ${keys}; declare a room with key \`${ch}\` or change the cell`,
  keyTaken: (id: string, key: string, other: string) =>
    `\`${id}\` has the key \`${key}\`, which already marks \`${other}\``,
  giveKey: (id: string, key: string) => `give \`${id}\` the key \`${key}\``,
  pickLetter: "pick a letter no other room uses",
  unclaimedMarks: (marks: readonly string[]) =>
    `: the grid has cells marked ${list(marks)} and no room claims ${marks.length === 1 ? "it" : "them"}`,
  keyNotInGrid: (key: string, id: string) => `no cell of the grid carries \`${key}\`, the key of \`${id}\``,
  drawRoom: (key: string) => `draw the room in board.grid with the letter ${key}`,
  // colours, control characters, dice
  sharedColour: (id: string, colour: string, other: string) =>
    `\`${id}\` has the colour ${colour}, as \`${other}\` does: their tokens look alike`,
  ownColour: "give each suspect a colour of its own",
  controlIn: (what: TextKind, cp: string) =>
    `${what === "id" ? "an id" : what === "name" ? "a name" : "this text"} holds the control character U+${cp}, which no reader can see and a terminal would obey`,
  controlHelp:
    "delete it; a quoted YAML string turns `\\e`, `\\a` and `\\x1b` into control characters, so write the text plainly",
  controlInKey: "a key holds a control character, which no reader can see and a terminal would obey",
  retypeKey: "retype the key",
  noDice: "the rules name no dice",
  addDie: "add a die: `- { faces: [1, 2, 3, 4, 5, 6] }`",
  dieNoFaces: (n: number) => `die ${n} has no faces`,
  listFaces: "list its faces, such as [1, 2, 3, 4, 5, 6]",
  noMovingFace: "no face of any die moves a token",
  faceOfOne: "give some die a face of 1 or more",
  // names
  blankName: (id: string, codes: readonly string[]) =>
    `the name of \`${id}\` has nothing a reader can see (it is ${codes.map((c) => `U+${c}`).join(" ")}${codes.length >= 4 ? " ..." : ""})`,
  blankNameHelp: "type a name made of visible letters; spaces, zero-width characters and fillers show as nothing",
  duplicateName: (name: string, id: string, other: string) =>
    `\`${id}\` is named "${name}", as \`${other}\` is: players can not tell them apart`,
  duplicateNameHelp: "give each suspect, weapon and room a name of its own",
  confusableName: (name: string, id: string, like: string, other: string, odd: string, hex: string) =>
    `"${name}" (\`${id}\`) looks like "${like}" (\`${other}\`) but is spelled with other letters: "${odd}" is U+${hex}, not a Latin letter`,
  confusableNameHelp: "retype one of the names in one alphabet, or name them differently",
  // ids and references
  duplicateId: (what: IdKind, id: string, where: string) =>
    `the ${what === "card" ? "card" : what === "keeper" ? "Keeper" : "power's suspect"} id \`${id}\` is already used at ${where}`,
  ownId: "give each one its own id",
  noSuchId: (what: RefKind, id: string) => `no ${what} has the id \`${id}\``,
  declaredIds: (what: RefKind, ids: string) => `declared ${what} ids: ${ids}`,
  // modules
  questionFaceNoDeck: "a die has a question-mark face but the Intrigue deck is not switched on",
  addDeckOrFace:
    "switch on the Intrigue deck (in the editor: Modules, Intrigue deck, Switch on; in the file: `modules.intrigue`) or replace the `?` face",
  spacesNoDeck: "the board has question-mark spaces but the Intrigue deck is not switched on",
  addDeckOrSpaces:
    "switch on the Intrigue deck (in the editor: Modules, Intrigue deck, Switch on; in the file: `modules.intrigue`) or remove the spaces",
  deckNeverDrawn: "the Intrigue deck is on, but no die face, space or suggestion ever draws from it",
  addFaceOrSpaces: "add a `?` die face or question-mark spaces (the Question mark tool)",
  drawingOff: "every way of drawing from the Intrigue deck is switched off",
  switchOnDraw:
    "tick at least one of Draw on a question face, Draw on a question space or Draw when moved, or switch the Intrigue deck off",
  faceDrawsNothing: "a die has a `?` face but rolling it draws nothing",
  setDrawOnFace: "tick Draw on a question face (`drawOnQuestionFace`) or replace the `?` face",
  // passages, players, setup
  passageSame: (a: string) => `the passage leads from \`${a}\` back into \`${a}\``,
  twoRooms: "name two different rooms",
  passageTwice: (a: string, b: string) => `\`${a}\` and \`${b}\` are already joined by a passage`,
  pairOnce: "passages work both ways: list each pair once",
  minOverMax: (min: number, max: number) => `players.min (${min}) is more than players.max (${max})`,
  swap: "swap them",
  maxOverSuspects: (max: number, n: number) => `players.max is ${max} but there are only ${n} suspects to play`,
  lowerOrAddSuspects: (n: number) => `lower it to ${n} or add suspects`,
  notDistinct: (w: number, r: number) => `${w} weapons can not each go into a different one of ${r} rooms`,
  useSpread: "use `kind: spread`, or add rooms",
  // reachability
  unenterable: (id: string) => `\`${id}\` has no door and no secret passage`,
  addDoor: "add a door to board.doors: the room cell and the corridor square in front of it",
  startUnreachable: (from: string, id: string) => `no route leads from \`${from}\`'s start square to \`${id}\`'s`,
  joinParts: "join the corridors, or add a door or passage between the parts",
  accusationUnreachable: (room: string, from: string) =>
    `accusations are made in \`${room}\`, but no route from \`${from}\`'s start leads there`,
  doorOnReached: "give the room a door on a corridor the start squares reach",
  roomUnreachable: (from: string, room: string) => `no route from \`${from}\`'s start square leads into \`${room}\``,
  checkDoors: "check that the room's doors open onto corridors joined to the rest of the board",
  // spaces and starts
  spaceNotCorridor: (kind: string, cell: Cell, ch: string) =>
    `the ${kind} space ${cell} is on \`${ch}\`, not a corridor square`,
  moveOntoCorridor: "move it onto a `.` square",
  spaceTwice: (cell: Cell) => `${cell} is already a special space`,
  startNotCorridor: (id: string, cell: Cell, ch: string) =>
    `\`${id}\` starts on ${cell}, which is \`${ch}\`, not a corridor square`,
  startHelp: "start squares are `.` cells, usually on the board's edge",
  startShared: (id: string, cell: Cell, other: string) => `\`${id}\` starts on ${cell}, the start of \`${other}\` too`,
  ownSquare: "give each suspect a square of its own",
};

export const artWhyEn: Record<ArtFault, (kib: number) => string> = {
  tooLarge: (kib) => `it is larger than ${kib} KiB`,
  notUtf8: () => "it is not UTF-8 text (an SVG is an XML text file)",
  doctype: () => "it has a DOCTYPE (its entities could expand without bound); remove the <!DOCTYPE ...> line",
  notSvg: () => "it is not an SVG file (its root element is not <svg>)",
  notWhole: () => "it is not a whole SVG file (no closing </svg>)",
};
