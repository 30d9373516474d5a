// The game's own events in English: the deal, the roll for first player, a turn begun, a token moved, a
// player out and their hand laid open, what a Keeper's or a power's effect did (after the sentence that
// names the card or the power), a card peeked at, the end. Conventions as in i18n/en/log.ts.
import type { EntryMessages } from "./types";

const steps = (n: number) => (n === 1 ? "1 step" : `${n} steps`);
const whose = (c: { whom: (s: number) => string; you: (s: number) => boolean }, s: number) =>
  c.you(s) ? "your" : `${c.whom(s)}'s`;

export const game = {
  log: {
    "game-started": (e, c) => {
      const { card, cards } = c.names.terms;
      const n = e.pool;
      return c.msg.sentences([
        `A game of ${e.seats.length} players begins; the hands hold ${c.msg.list(e.handSizes.map(String))} cards.`,
        ...(n > 0 && c.poolRoom
          ? [`${n} ${n === 1 ? `${card} lies` : `${cards} lie`} face down in ${c.card(c.poolRoom)}.`]
          : []),
        c.you(e.first) ? "You play first." : `${c.name(e.first)} plays first.`,
      ]);
    },
    "first-roll": (e, c) =>
      c.msg.sentences(
        e.rounds.map(
          (round, i) =>
            `${i === 0 ? "Roll for first player" : "Tie broken by another roll"}: ${c.msg.list(round.map((r) => `${c.whom(r.seat)} ${r.total}`))}.`,
        ),
      ),
    "turn-started": (e, c) => (c.you(e.seat) ? `Turn ${e.turn}: your turn.` : `Turn ${e.turn}: ${c.name(e.seat)}.`),
    "token-moved": (e, c) =>
      e.why === "suggestion"
        ? `${c.card(e.suspect)} was called to ${c.where(e.to)}.`
        : `${c.card(e.suspect)} was moved into ${c.where(e.to)}, out of the way of its door.`,
    eliminated: (e, c) => {
      const you = c.you(e.seat);
      if (e.reason === "clock") return `The last Clock card puts ${you ? "you" : c.name(e.seat)} out of the game.`;
      return you
        ? "You are out of the game, but still show cards to disprove."
        : `${c.name(e.seat)} is out of the game, but still shows cards to disprove.`;
    },
    "hand-revealed": (e, c) =>
      `${c.you(e.seat) ? "Your" : `${c.name(e.seat)}'s`} cards lie face up: ${c.cards(e.cards)}.`,
    effect: (e, c) => {
      const n = e.effect;
      const s = e.seat;
      switch (n.kind) {
        case "extraTurn":
          return c.you(s) ? "You will take another turn." : `${c.name(s)} will take another turn.`;
        case "moveToRoom":
          return `${c.who(s)} went straight to ${c.card(n.room)}.`;
        case "peekCard":
          return `${c.who(s)} will see one of ${whose(c, n.target)} cards, chosen at random.`;
        case "addSteps":
          return `${n.steps} steps more.`;
        case "rollAgain":
          return `Rolled again: ${c.faces(n.faces)}, ${steps(n.steps)}.`;
        case "cancelClock":
          return `The last Clock card goes back into the deck; ${n.clocksUp} ${n.clocksUp === 1 ? "stays" : "stay"} face up.`;
        default:
          // An effect of a newer engine: the sentence naming the card or the power stands alone.
          return null;
      }
    },
    peeked: (e, c) =>
      e.card
        ? `You saw one of ${c.whom(e.target)}'s cards: ${c.card(e.card)}.`
        : `${c.who(e.seat)} saw one of ${whose(c, e.target)} cards.`,
    "game-over": (e, c) => {
      const answer = `It was ${c.cards(e.cards)}.`;
      const w = e.result.winner;
      if (w === null) return `Everyone is out: nobody wins. ${answer}`;
      const you = c.you(w);
      if (e.result.reason === "last-player")
        return you
          ? `You are the last player left, and win. ${answer}`
          : `${c.name(w)} is the last player left, and wins. ${answer}`;
      return you ? `You win! ${answer}` : `${c.name(w)} wins. ${answer}`;
    },
  },
  // The story's header names the turn; a token called in goes with the suggestion that called it.
  story: { "turn-started": false, "token-moved": false },
} satisfies EntryMessages;

export type GameEventMessages = typeof game;
