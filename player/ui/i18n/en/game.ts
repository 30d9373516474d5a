// The game screen in English: the turn, the board, the hand, the dice, the end, the hand-over.
// Edition words (names, "Rumor", "Case File") come in as arguments from the edition's text.
import { formatList } from "../../../../i18n/format";

/** A square's place, named: room names as the edition says them. */
export interface SquareWords {
  /** The room it is named by (null when no room can be reached) and the steps from the square into it. */
  room: string | null;
  steps: number;
  /** Further rooms and their steps, as many as it takes to tell this square from others in the same list. */
  others: readonly { room: string; steps: number }[];
  question: boolean;
  /** The name of the suspect whose start square it is; "" when it is the start of the token spoken of. */
  start: string | null;
}

const and = (xs: readonly string[]): string => formatList("en", xs);

/** Each part a sentence: a name that ends in a stop ("Sales Dept.") takes no second one. */
const sentences = (parts: readonly string[]) => parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)).join(" ");

const upperFirst = (s: string) => (s.startsWith("the ") ? `T${s.slice(1)}` : s);
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;

export const game = {
  boardLabel: (edition: string) => `${edition} board`,
  turnOf: (name: string) => `${name}'s turn`,
  yourTurn: (name: string) => `Your turn, ${name}`,
  youPlay: (name: string) => `You play ${name}`,
  spectating: "Watching the computer players",
  handsAway: "No hand is shown while the computer players play",
  watching: "You are watching: no hand is shown",
  players: "Players",
  /** After the viewer's own name in a list of players. */
  youMark: " (you)",
  computer: (level: string) => `computer, ${level}`,
  cardsHeld: (n: number) => (n === 1 ? "1 card" : `${n} cards`),
  out: "out",
  outByClock: "out (the Clock)",
  destinations: "Where you can go",
  /** A destination of this move: where it is (a room's name, or placeSquare) and what it takes from the roll. */
  destination: (where: string, used: number, roll: number) => `${upperFirst(where)}: ${used} of ${roll} steps`,
  /**
   * A square as a place in a sentence ("moved to ..."): by the room it is near or on the way to (`steps`
   * from the square into it, 1 at its door), then further rooms with their steps; names go bare, as on a
   * notepad, so no article is guessed for an edition's name.
   */
  placeSquare: (p: SquareWords) => {
    const what =
      p.start === ""
        ? "the start square"
        : p.start
          ? `${p.start}'s start square`
          : p.question
            ? "the question-mark space"
            : "the square";
    if (!p.room) return what;
    const away = (n: number) => (n === 1 ? "1 step" : `${n} steps`);
    const more = p.others.map((o) => `${o.steps} from ${o.room}`);
    const where =
      p.steps <= 1
        ? `at the door to ${p.room}${more.length ? `, ${and([`${away(p.others[0]?.steps ?? 0)} from ${p.others[0]?.room ?? ""}`, ...more.slice(1)])}` : ""}`
        : and([`${away(p.steps)} from ${p.room}`, ...more]);
    return `${what}${p.start !== null ? "," : ""} ${where}`;
  },
  offBoard: "off the board",
  waitingShow: (who: string, to: string) => `${who} is choosing a card to show ${to}.`,
  youShow: (to: string) => `Choose a card to show ${to}.`,
  thinking: (who: string) => `${who} is thinking…`,
  hand: "Your cards",
  handEmpty: "You hold no cards.",
  seenHeading: "Shown to you",
  shownFrom: (who: string) => `from ${who}`,
  faceUpHeading: "Face up for everyone",
  poolHeading: (room: string) => `Face down in ${room}`,
  poolSize: (n: number) => (n === 1 ? "1 card" : `${n} cards`),
  dice: "Dice",
  rolled: (faces: string, steps: number) => `Rolled ${faces}: ${steps === 1 ? "1 step" : `${steps} steps`}`,
  questionFace: "question mark",
  notRolled: "Not rolled yet",
  clock: (up: number, of: number) => `Clock ${up} of ${of}`,
  clockLabel: (up: number, of: number) => `Clock cards face up: ${up} of ${of}; the last one puts its drawer out`,
  intrigueDeck: (n: number) => `Intrigue deck: ${n}`,
  /** Said beside the Clock count: what the last Clock card does (the eighth, in The Office). */
  clockLast: (of: number) => `the ${ordinal(of)} puts whoever draws it out`,
  keepers: "Keepers",
  keeperOf: (name: string) => `${name}'s Keepers`,
  keeper: "Keeper",
  power: (name: string, used: boolean) => `Power: ${name}${used ? " (used)" : ""}`,
  gameOver: "Game over",
  winner: (name: string) => `${name} wins!`,
  youWin: "You win!",
  nobodyWon: "Nobody won.",
  /** How the game was won: the right accusation, with the three cards it named. */
  wonByAccusation: (term: string, who: string, you: boolean, suspect: string, weapon: string, room: string) =>
    you
      ? `Your ${term} was right: ${suspect}, ${weapon}, ${room}.`
      : `${who}'s ${term} was right: ${suspect}, ${weapon}, ${room}.`,
  wonLastStanding: (who: string, you: boolean) =>
    you
      ? "Every other player is out: you are the last one in."
      : `Every other player is out: ${who} is the last one in.`,
  everyoneOut: (envelope: string) => `Every player is out: nobody opened the ${envelope} in time.`,
  solution: (envelope: string) => `In the ${envelope}`,
  hands: "Every hand",
  handOverHeading: (name: string) => `Pass the device to ${name}`,
  handOverHint: "Everyone else, look away: the next screen shows this player's cards.",
  handOverButton: (name: string) => `I am ${name}: show my cards`,
  pace: "Computer pace",
  cursorHelp: "Board: arrow keys move the cursor, Enter goes to the square or room under it.",
  cursorAt: (where: string, reachable: boolean) => `${where}${reachable ? ", you can go here" : ""}`,
  /** The cursor on a destination of this move: the same words as the destination list. */
  cursorGo: (where: string, used: number, roll: number) =>
    `${upperFirst(where)}: you can go here, ${used} of ${roll} steps`,
  tokenName: (name: string, where: string) => `${name}: ${where}`,
  whereButton: "Where is everyone?",
  whereKey: "W",
  /** `weaponsTerm`: the edition's word for weapons. */
  whereAll: (people: readonly string[], weapons: readonly string[], weaponsTerm: string) =>
    sentences([
      "Where everyone is.",
      ...people,
      ...(weapons.length > 0 ? [`${weaponsTerm}: ${weapons[0] ?? ""}`, ...weapons.slice(1)] : []),
    ]),
  whereOne: (name: string, where: string) => `${name}: ${where}`,
  legend: "What the question marks do",
  /** A question-mark space: whether stepping onto one ends the move, and whether it draws an Intrigue card. */
  legendSpace: (stops: boolean, draws: boolean) =>
    `A ? space: ${stops ? "stepping onto one ends your move there" : "you may walk over it"}${draws ? "; draw an Intrigue card" : ""}.`,
  legendFace: (draws: boolean) =>
    `The ? on a die counts as no steps${draws ? "; when it shows, draw an Intrigue card straight away" : ""}.`,
  occupiedBy: (names: string) => ` (${names})`,
  refused: (message: string) => `Not allowed: ${message}`,
  logSlot: "Log",
  notebookSlot: "Notebook",
  rulesSlot: "Rules",
  replaySlot: "Replay",
  comingSoon: "Not ready yet.",
  tabs: "Panels",
};

export type Game = typeof game;
