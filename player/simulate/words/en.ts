// The balance report's words (report.ts, verdict.ts, heatmap.ts) in English; ja.ts says the same in
// Japanese. Arguments are figures and names; counts typed `string`, `pct` and `range` are already
// formatted (by Intl, in the report's language: "10,000 games").

export const reportEn = {
  lang: "en",
  title: (name: string) => `Balance report: ${name}`,
  summary: (
    games: string,
    players: number,
    bots: string,
    seed: number,
    none: string,
    nonePct: string,
    wrong: string,
    suggestions: number,
  ) =>
    `${games} games, ${players} players, bots ${bots}, seed ${seed}. No winner in ${none} (${nonePct}); wrong accusations: ${wrong}; suggestions per game: ${suggestions}.`,
  verdict: "Verdict",
  winsBySeat: "Wins by seat",
  fairSeat: (pct: string) => `Fair share: ${pct}% each, the black line across the bars.`,
  fairShare: "fair share",
  seat: "seat",
  wins: "wins",
  shareInterval: "share (95 % interval)",
  winsByLevel: "Wins by level",
  oneLevel: (level: string) =>
    `Every seat played ${level}, so this run compares seats, not levels. To see whether a level wins its share, give the seats different levels, such as`,
  /** The full stop after an example of a command. */
  stop: ".",
  levelShare: "A level's fair share is the part of the table it holds: one level in every seat holds all of it.",
  level: "level",
  seatOrder: "Seat order",
  seatOrderText:
    "Wins of each level from each seat (seat 1 plays first). A list of levels is rotated round the seats from game to game; this table undoes the rotation, so an advantage of the first seat shows.",
  seatN: (n: number) => `seat ${n}`,
  turnsToFinish: "Turns to finish",
  turnsText: (mean: number, each: string, median: string, max: string) =>
    `Turns of all the players together, to the winning accusation: mean ${mean} (about ${each} turns each), median ${median}, longest ${max}.`,
  turns: "turns",
  games: "games",
  rooms: "Rooms",
  roomsText:
    "Entered: how often a player moved into the room, by the dice or a secret passage (a token moved in by someone else's suggestion is not counted, which is why a room can be suggested in more often than entered). Suggested in: how many suggestions were made there, the only place a player can ask about that room's card; a room rarely suggested in is a room whose card is hard to learn.",
  room: "room",
  entered: "entered",
  suggestedIn: "suggested in",
  heatMap: "Heat map",
  heatText: "Red: how often a token stopped on a square. Blue: how often a room was entered.",
  distances: "Distances between rooms",
  distancesText: "Fewest steps from inside one room into another (secret passages not counted).",
  // heatmap.ts
  stopsOn: (cell: string, n: number) => `${cell}: ${n} stops`,
  entries: (room: string, n: number) => `${room}: ${n} entries`,
  startsHere: (name: string) => `${name} starts here`,
  passage: (a: string, b: string) => `secret passage: ${a} – ${b}`,
  stopsScale: "stops on a square",
  entriesScale: "entries into a room",
  door: "door",
  start: "start",
  secretPassage: "secret passage",
  heatLabel: "Heat map of the board",
  // verdict.ts
  range: (share: string, low: string, high: string) => `${share} (95 %: ${low} to ${high})`,
  seatAhead: (seat: number, range: string, fair: string, first: boolean) =>
    `Seat ${seat} wins ${range} of games, more than its fair share of ${fair}: ${first ? "the first player has an advantage" : "this seat has an advantage"}.`,
  seatShort: (seat: number, range: string, fair: string) =>
    `Seat ${seat} wins ${range} of games, less than its fair share of ${fair}: look at what this seat's suspect starts with (its start square, how far the rooms are) and at the seats that play before it.`,
  levelShort: (level: string, range: string, fair: string) =>
    `The ${level} bots win ${range} of games, less than their fair share of ${fair}.`,
  noWinner: (range: string, unfinished: number) =>
    `${range} of games end without a winner${unfinished ? ` (${unfinished} stopped at the action limit)` : ""}.`,
  fair: (games: number, levels: boolean, range: string) =>
    `Fair as far as ${games} games can tell: no seat${levels ? " and no level" : ""} wins more than its share beyond chance, and ${range} of games end without a winner.`,
  // simulate.ts: a run that had to stop games (on stderr and in the report)
  unfinished: (unfinished: string, games: string, limit: string) =>
    `${unfinished} of ${games} games were stopped after ${limit} actions without a winner and are counted as "no winner": the computer players went round in circles. A room that is hard to reach, or a rule they do not play, can cause it; please report it with the edition and the seed.`,
  // command.ts: what the command prints, and why it refuses to start
  runHead: (edition: string, games: string, players: number, bots: string, seed: number) =>
    `${edition}: ${games} games, ${players} players, bots ${bots}, seed ${seed}`,
  /** Between the items of a line of figures (a list of seats, of levels). */
  runSep: ", ",
  runSeats: (list: string) => `wins by seat: ${list}`,
  runSeat: (seat: number, wins: string, pct: string) => `${seat}: ${wins} (${pct})`,
  runLevels: (list: string, none: string) => `wins by level: ${list}; no winner: ${none}`,
  runLevel: (level: string, wins: string) => `${level} ${wins}`,
  runWrong: (wrong: string, suggestions: string) => `wrong accusations: ${wrong}; suggestions per game: ${suggestions}`,
  runTurns: (mean: string, median: string, max: string) => `turns: mean ${mean}, median ${median}, max ${max}`,
  runSpeed: (ms: string, perSecond: string) => `${ms} ms, ${perSecond} games/s`,
  warning: (text: string) => `warning: ${text}`,
  error: (text: string) => `error: ${text}`,
  wholeNumber: (option: string, min: number | null, value: string) =>
    `${option} must be a whole number${min === null ? "" : ` of at least ${min}`}, not "${value}"`,
  unknownLevel: (level: string, levels: string) => `unknown bot level "${level}"; the levels are ${levels}`,
  playersRange: (edition: string, min: number, max: number, players: number) =>
    `${edition} is for ${min} to ${max} players, not ${players}`,
  botsCount: (levels: number, seats: number) => `--bots lists ${levels} levels for ${seats} seats`,
  reportIsFolder: (file: string) => `--report ${file} is a folder; give the name of an .html file to write`,
  reportNoFolder: (file: string, dir: string) => `--report ${file}: the folder ${dir} does not exist`,
  reportNoPermission: (file: string) => `--report ${file} can not be written here (no permission)`,
};

export type ReportWords = { [K in keyof typeof reportEn]: (typeof reportEn)[K] };
