// The game's own events in English: the deal, the roll for first player, a turn begun, a player out, the
// effects Keepers and powers share, the end. Conventions as in i18n/en/log.ts.
import { log } from "../i18n/en/log";

export const game = {
  gameStarted: (players: number, sizes: readonly number[]) =>
    `A game of ${players} players begins; the hands hold ${log.list(sizes.map(String))} cards.`,
  poolDealt: (count: number, card: string, cards: string, room: string) =>
    count === 1 ? `1 ${card} lies face down in ${room}.` : `${count} ${cards} lie face down in ${room}.`,
  firstPlayer: (who: string, you: boolean) => (you ? "You play first." : `${who} plays first.`),
  firstRoll: (round: number, scores: string) =>
    round === 1 ? `Roll for first player: ${scores}.` : `Tie broken by another roll: ${scores}.`,
  score: (whom: string, total: number) => `${whom} ${total}`,
  turnStarted: (turn: number, whose: string, you: boolean) =>
    you ? `Turn ${turn}: your turn.` : `Turn ${turn}: ${whose}.`,
  calledIn: (suspect: string, room: string) => `${suspect} was called to ${room}.`,
  movedAside: (suspect: string, room: string) => `${suspect} was moved into ${room}, out of the way of its door.`,
  outByAccusation: (who: string, you: boolean) =>
    you
      ? "You are out of the game, but still show cards to disprove."
      : `${who} is out of the game, but still shows cards to disprove.`,
  outByClock: (who: string, you: boolean) =>
    you ? "The last Clock card puts you out of the game." : `The last Clock card puts ${who} out of the game.`,
  handRevealed: (who: string, you: boolean, cards: string) =>
    you ? `Your cards lie face up: ${cards}.` : `${who}'s cards lie face up: ${cards}.`,
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
  won: (who: string, you: boolean, cards: string) =>
    you ? `You win! It was ${cards}.` : `${who} wins. It was ${cards}.`,
  lastLeft: (who: string, you: boolean, cards: string) =>
    you
      ? `You are the last player left, and win. It was ${cards}.`
      : `${who} is the last player left, and wins. It was ${cards}.`,
  nobodyWon: (cards: string) => `Everyone is out: nobody wins. It was ${cards}.`,
};

export type GameEventMessages = typeof game;
