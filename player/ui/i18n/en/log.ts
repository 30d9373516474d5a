// The game log in English. Card names go bare ("Rope", "Kitchen"), as on a notepad, so that no article has
// to be guessed from a name; every verb is in the past tense, so "you" and a name take the same form.
// Arguments arrive already named: `who` is a seat's name or "You" at the start of a sentence, `whom` the
// same as an object ("you").

const and = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1] ?? ""}`;

export const log = {
  title: "Game log",
  empty: "Nothing has happened yet.",
  you: "You",
  youObject: "you",
  list: and,
  /** A name that ends in a stop ("Sales Dept.", "Parkour!") takes no second one. */
  tidy: (sentence: string) => sentence.replace(/([.!?])\.$/, "$1"),
  sentences: (parts: readonly string[]) => parts.map((p) => p.replace(/([.!?])\.$/, "$1")).join(" "),
  questionFace: "?",
  /** "5 and ?". */
  faces: (faces: readonly string[]) => and(faces),
  square: (row: number, col: number) => `the square at row ${row}, column ${col}`,
  questionSquare: (row: number, col: number) => `the question-mark space at row ${row}, column ${col}`,

  gameStarted: (players: number, sizes: readonly number[]) =>
    `A game of ${players} players begins; the hands hold ${and(sizes.map(String))} cards.`,
  poolDealt: (count: number, card: string, cards: string, room: string) =>
    count === 1 ? `1 ${card} lies face down in ${room}.` : `${count} ${cards} lie face down in ${room}.`,
  firstPlayer: (who: string, you: boolean) => (you ? "You play first." : `${who} plays first.`),
  firstRoll: (round: number, scores: string) =>
    round === 1 ? `Roll for first player: ${scores}.` : `Tie broken by another roll: ${scores}.`,
  score: (whom: string, total: number) => `${whom} ${total}`,
  turnStarted: (turn: number, whose: string, you: boolean) =>
    you ? `Turn ${turn}: your turn.` : `Turn ${turn}: ${whose}.`,
  rolled: (who: string, faces: string, steps: number) =>
    `${who} rolled ${faces}: ${steps === 1 ? "1 step" : `${steps} steps`}.`,
  moved: (who: string, to: string) => `${who} moved to ${to}.`,
  passage: (who: string, from: string, to: string) => `${who} took the secret passage from ${from} to ${to}.`,
  clockDrawn: (who: string, count: number, of: number) => `${who} drew a Clock card, the ${ordinal(count)} of ${of}.`,
  lastClockDrawn: (who: string, of: number) => `${who} drew the ${ordinal(of)} and last Clock card.`,
  keeperDrawn: (who: string, keeper: string) => `${who} drew a Keeper: ${keeper}.`,
  nothingDrawn: (who: string) => `${who} could draw no Intrigue card: the deck is empty.`,
  suggested: (term: string, who: string, suspect: string, weapon: string, room: string) =>
    `${term} by ${who}: ${suspect}, ${weapon}, ${room}.`,
  calledIn: (suspect: string, room: string) => `${suspect} was called to ${room}.`,
  movedAside: (suspect: string, room: string) => `${suspect} was moved into ${room}, out of the way of its door.`,
  weaponMoved: (weapon: string, room: string) => `${weapon} was moved to ${room}.`,
  cannotDisprove: (who: string) => `${who} could not disprove it.`,
  mustShow: (who: string, whom: string) => `${who} can disprove it and must show ${whom} a card.`,
  cardShown: (who: string, whom: string) => `${who} showed ${whom} a card.`,
  cardShownSeen: (who: string, whom: string, card: string) => `${who} showed ${card} to ${whom}.`,
  /** A card on its own after a verb: a suspect's card is told from the person ("showed the Mr. Green card"). */
  oneCard: (name: string, suspect: boolean) => (suspect ? `the ${name} card` : name),
  notDisproved: (term: string) => `Nobody could disprove the ${term.toLowerCase()}.`,
  accusedRight: (term: string, who: string, suspect: string, weapon: string, room: string) =>
    `${term} by ${who}: ${suspect}, ${weapon}, ${room}. It is right.`,
  accusedWrong: (term: string, who: string, suspect: string, weapon: string, room: string) =>
    `${term} by ${who}: ${suspect}, ${weapon}, ${room}. It is wrong.`,
  envelopeSeen: (envelope: string, cards: string) => `You looked in the ${envelope}: ${cards}.`,
  outByAccusation: (who: string, you: boolean) =>
    you
      ? "You are out of the game, but still show cards to disprove."
      : `${who} is out of the game, but still shows cards to disprove.`,
  outByClock: (who: string, you: boolean) =>
    you ? "The last Clock card puts you out of the game." : `The last Clock card puts ${who} out of the game.`,
  handRevealed: (who: string, you: boolean, cards: string) =>
    you ? `Your cards lie face up: ${cards}.` : `${who}'s cards lie face up: ${cards}.`,
  poolLooked: (who: string, room: string) => `${who} looked at the face-down cards in ${room}.`,
  poolLookedSeen: (room: string, cards: string) => `You looked at the face-down cards in ${room}: ${cards}.`,
  keeperPlayed: (who: string, keeper: string) => `${who} played the Keeper ${keeper}.`,
  powerUsed: (who: string, power: string) => `${who} used the power ${power}.`,
  extraTurn: (who: string, you: boolean) => (you ? "You will take another turn." : `${who} will take another turn.`),
  moveToRoom: (who: string, room: string) => `${who} went straight to ${room}.`,
  peekCard: (who: string, whom: string, you: boolean) =>
    `${who} will see one of ${you ? "your" : `${whom}'s`} cards, chosen at random.`,
  addSteps: (steps: number) => `${steps} steps more.`,
  rollAgain: (faces: string, steps: number) => `Rolled again: ${faces}, ${steps === 1 ? "1 step" : `${steps} steps`}.`,
  cancelClock: (up: number) =>
    `The last Clock card goes back into the deck; ${up} ${up === 1 ? "stays" : "stay"} face up.`,
  peeked: (who: string, whom: string, you: boolean) => `${who} saw one of ${you ? "your" : `${whom}'s`} cards.`,
  peekedSeen: (whom: string, card: string) => `You saw one of ${whom}'s cards: ${card}.`,
  turnEnded: (who: string) => `${who} ended the turn.`,
  won: (who: string, you: boolean, cards: string) =>
    you ? `You win! It was ${cards}.` : `${who} wins. It was ${cards}.`,
  lastLeft: (who: string, you: boolean, cards: string) =>
    you
      ? `You are the last player left, and win. It was ${cards}.`
      : `${who} is the last player left, and wins. It was ${cards}.`,
  nobodyWon: (cards: string) => `Everyone is out: nobody wins. It was ${cards}.`,
};

function ordinal(n: number): string {
  const t = n % 100;
  const s = t >= 11 && t <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${s}`;
}

export type LogMessages = typeof log;
