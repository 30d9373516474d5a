// The compiled edition (IR): what `normalize` produces from an edition file and what every other part
// (engine, bots, player, editor) reads. Plain JSON data: ids resolved, defaults applied.
// Type-only: this file holds no code.

/** `[row, col]`, 0-based, row 0 at the top. */
export type Cell = readonly [row: number, col: number];

export interface Terms {
  suspect: string;
  suspects: string;
  weapon: string;
  weapons: string;
  room: string;
  rooms: string;
  card: string;
  cards: string;
  suggestion: string;
  accusation: string;
  envelope: string;
  notepad: string;
}

interface SuspectDef {
  id: string;
  name: string;
  /** CSS colour of the token. */
  color: string;
  start: Cell;
}

interface WeaponDef {
  id: string;
  name: string;
}

interface RoomDef {
  id: string;
  name: string;
  /** The grid character that marks this room's cells. */
  key: string;
  /** False for a room that has no card (The Office's Sales Dept.): it can never be in the envelope. */
  card: boolean;
}

/** A die face: a number of steps, or the question mark (0 steps, draws an Intrigue card). */
export type Face = number | "?";

interface Die {
  faces: Face[];
}

interface Door {
  room: string;
  /** The room cell the door is cut into. */
  cell: Cell;
  /** The walkable square in front of the door. */
  front: Cell;
}

interface Space {
  kind: "question";
  at: Cell;
}

interface Board {
  rows: number;
  cols: number;
  /** One string per row; `#` off-board, `.` corridor, a room's key for its cells. */
  grid: string[];
  doors: Door[];
  passages: [string, string][];
  spaces: Space[];
  envelope: Cell | null;
  /** Board art: an SVG in the edition's art/ folder (`art/board.svg`), as the file names it. */
  art?: string;
}

interface MovementRules {
  /** `exact`: use the whole roll unless a room is entered; `upTo`: any number of steps up to the roll. */
  mode: "exact" | "upTo";
  /** May a token pass over a square another token stands on (never stop there)? */
  passThroughTokens: boolean;
  /** Is a door closed while a token stands on the square in front of it? */
  doorsBlockedByTokens: boolean;
  /** Must a token in a room leave it on its turn, unless a suggestion moved it there? */
  mustLeaveRoom: boolean;
  /** May a token a suggestion moved into a room stay there on its owner's next turn, without suggesting? Absent: no. */
  movedMayStay?: boolean;
  /** May a token in a room with a passage take it instead of rolling? */
  secretPassages: boolean;
}

type FirstPlayer = { kind: "suspect"; suspect: string } | { kind: "highRoll" };

type WeaponSetup = { kind: "spread" } | { kind: "distinctRooms" } | { kind: "room"; room: string };

/** `lookOnEntry`: the leftovers may be looked at only in a turn the token moved into their room (absent: any time there). */
type Deal = { kind: "all" } | { kind: "equal"; leftovers: string; lookOnEntry?: boolean };

interface SuggestionRules {
  /** May a player whose token a suggestion moved into a room suggest there on their next turn without moving? */
  movedMaySuggest: boolean;
  /** May a player accuse in the same turn after a suggestion? */
  accuseAfter: boolean;
  /** With `accuseAfter`: may one accuse after a suggestion that was disproved? Absent: yes. */
  accuseAfterShown?: boolean;
}

/** `onEntry`: accuse only in a turn the token moved into the room (absent: any time there). */
type AccusationRules = { kind: "anywhere" } | { kind: "room"; room: string; onEntry?: boolean };

interface EndRules {
  /** Does the last player who has not accused wrongly (or been put out) win? */
  lastPlayerWins: boolean;
}

interface Rules {
  dice: Die[];
  movement: MovementRules;
  firstPlayer: FirstPlayer;
  weapons: WeaponSetup;
  deal: Deal;
  suggestions: SuggestionRules;
  accusations: AccusationRules;
  end: EndRules;
}

/** The small vocabulary of effects the engine implements for Keepers and Personality powers. */
export type Effect =
  | { kind: "extraTurn" }
  | { kind: "moveToRoom"; room: string | null }
  | { kind: "peekCard" }
  | { kind: "addSteps"; steps: number }
  | { kind: "rollAgain" }
  | { kind: "cancelClock" };

export type Origin = "rulebook" | "ours";

export interface KeeperDef {
  id: string;
  name: string;
  text: string;
  count: number;
  effect: Effect;
  origin: Origin;
}

interface IntrigueModule {
  clocks: number;
  keepers: KeeperDef[];
  drawOnQuestionFace: boolean;
  drawOnQuestionSpace: boolean;
  /** Does stepping onto a question-mark space end the move there? */
  stopOnQuestionSpace: boolean;
  drawWhenMovedBySuggestion: boolean;
}

export interface PowerDef {
  suspect: string;
  name: string;
  text: string;
  effect: Effect;
  origin: Origin;
}

interface PersonalitiesModule {
  powers: PowerDef[];
}

interface Modules {
  intrigue?: IntrigueModule;
  personalities?: PersonalitiesModule;
}

/** A translation: every field optional; missing ones fall back to the edition's own text. */
export interface Locale {
  name?: string;
  tagline?: string;
  terms?: Partial<Terms>;
  suspects?: Record<string, string>;
  weapons?: Record<string, string>;
  rooms?: Record<string, string>;
  keepers?: Record<string, { name?: string; text?: string }>;
  powers?: Record<string, { name?: string; text?: string }>;
  rulesText?: string;
}

export interface Edition {
  format: number;
  id: string;
  name: string;
  tagline: string;
  locale: string;
  players: { min: number; max: number };
  terms: Terms;
  /** In seat order: play passes from each suspect to the next in this list. */
  suspects: SuspectDef[];
  weapons: WeaponDef[];
  rooms: RoomDef[];
  board: Board;
  rules: Rules;
  modules: Modules;
  rulesText: string;
  notes: string;
  locales: Record<string, Locale>;
}
