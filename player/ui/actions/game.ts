// The game's own events, which no one action of a seat produces: the deal, the roll for first player, a
// turn begun, a token moved aside, a player out and their hand laid open, a card peeked at, the end. The
// effects Keepers and powers share are worded here too (`effectNote`), for those two entries.
import type { LogEntry, Seat } from "../../engine";
import { byLang } from "../i18n/pair";
import type { LogContext } from "../log/describe";
import { game as en } from "./game.en";
import { defineAction } from "./types";

const M = byLang(en, (ja) => ja.actions.game);

/** What a Keeper's or a power's effect did, as a sentence (after the one naming the card or the power). */
export function effectNote(n: Extract<LogEntry, { type: "effect" }>["effect"], seat: Seat, ctx: LogContext): string {
  const m = M[ctx.lang];
  switch (n.kind) {
    case "extraTurn":
      return m.extraTurn(ctx.name(seat), ctx.you(seat));
    case "moveToRoom":
      return m.moveToRoom(ctx.who(seat), ctx.card(n.room));
    case "peekCard":
      return m.peekCard(ctx.who(seat), ctx.whom(n.target), ctx.you(n.target));
    case "addSteps":
      return m.addSteps(n.steps);
    case "rollAgain":
      return m.rollAgain(ctx.faces(n.faces), n.steps);
    case "cancelClock":
      return m.cancelClock(n.clocksUp);
    default:
      // An effect of a newer engine: the sentence naming the card or power stands alone.
      return "";
  }
}

export const gameEvents = defineAction({
  type: "game",
  messages: M,
  log: {
    "game-started": (e, c, m) => {
      const start = m.gameStarted(e.seats.length, e.handSizes);
      const pool =
        e.pool > 0 && c.poolRoom
          ? [m.poolDealt(e.pool, c.names.terms.card, c.names.terms.cards, c.card(c.poolRoom))]
          : [];
      return c.msg.sentences([start, ...pool, m.firstPlayer(c.who(e.first), c.you(e.first))]);
    },
    "first-roll": (e, c, m) =>
      c.msg.sentences(
        e.rounds.map((round, i) => m.firstRoll(i + 1, c.msg.list(round.map((r) => m.score(c.whom(r.seat), r.total))))),
      ),
    "turn-started": (e, c, m) => m.turnStarted(e.turn, c.name(e.seat), c.you(e.seat)),
    "token-moved": (e, c, m) => (e.why === "suggestion" ? m.calledIn : m.movedAside)(c.card(e.suspect), c.where(e.to)),
    eliminated: (e, c, m) => (e.reason === "clock" ? m.outByClock : m.outByAccusation)(c.name(e.seat), c.you(e.seat)),
    "hand-revealed": (e, c, m) => m.handRevealed(c.name(e.seat), c.you(e.seat), c.cards(e.cards)),
    peeked: (e, c, m) =>
      e.card
        ? m.peekedSeen(c.whom(e.target), c.card(e.card))
        : m.peeked(c.who(e.seat), c.whom(e.target), c.you(e.target)),
    "game-over": (e, c, m) => {
      const answer = c.cards(e.cards);
      const w = e.result.winner;
      if (w === null) return m.nobodyWon(answer);
      return (e.result.reason === "last-player" ? m.lastLeft : m.won)(c.name(w), c.you(w), answer);
    },
  },
  // The story's header names the turn; a token called in goes with the suggestion that called it.
  story: { "turn-started": false, "token-moved": false },
});
