// One log entry as one sentence in the UI's language, from what the viewer's entry holds and nothing else:
// a card appears only when the engine merged it into this viewer's entry (`card`, `cards`).
import type { Face } from "../../../schemas/edition";
import type { CompiledEdition } from "../../../schemas/graph";
import type { LogEntry, PlayerView, Seat, Viewer } from "../../engine";
import type { LogMessages } from "../i18n/en/log";
import type { EditionText } from "../i18n/edition";

type Place = { room: string } | { cell: readonly [number, number]; question: boolean };

export interface LogContext {
  viewer: Viewer;
  names: EditionText;
  msg: LogMessages;
  /** Each seat's suspect id, in seat order. */
  seats: readonly { suspect: string }[];
  place: (node: number) => Place;
  /** The room the face-down pool lies in, if the edition has one. */
  poolRoom: string | null;
  /** Clock cards in the Intrigue deck (0 without the module). */
  clocks: number;
  /** Suspect card ids: a card that shares a person's name may need telling apart from the person. */
  suspects: ReadonlySet<string>;
}

/** The context for one viewer of one game. */
export function logContext(
  compiled: CompiledEdition,
  view: Pick<PlayerView, "viewer" | "seats">,
  names: EditionText,
  msg: LogMessages,
): LogContext {
  const { edition, graph } = compiled;
  const deal = edition.rules.deal;
  return {
    viewer: view.viewer,
    names,
    msg,
    seats: view.seats,
    place(node) {
      if (node >= graph.squareCount) return { room: edition.rooms[node - graph.squareCount]?.id ?? "" };
      const at = graph.nodeCell[node] ?? 0;
      return { cell: [Math.floor(at / graph.cols), at % graph.cols], question: graph.question[node] === 1 };
    },
    poolRoom: deal.kind === "equal" ? deal.leftovers : null,
    clocks: edition.modules.intrigue?.clocks ?? 0,
    suspects: new Set(edition.suspects.map((s) => s.id)),
  };
}

const unknown = (_: never): string => "";

export function describe(e: LogEntry, ctx: LogContext): string {
  return ctx.msg.tidy(sentence(e, ctx));
}

function sentence(e: LogEntry, ctx: LogContext): string {
  const { msg, names } = ctx;
  const you = (s: Seat) => s === ctx.viewer;
  const name = (s: Seat) => {
    const seat = ctx.seats[s];
    return seat ? names.card(seat.suspect) : "?";
  };
  const who = (s: Seat) => (you(s) ? msg.you : name(s));
  const whom = (s: Seat) => (you(s) ? msg.youObject : name(s));
  const card = (id: string) => names.card(id);
  const cards = (ids: readonly string[]) => msg.list(ids.map(card));
  const faces = (fs: readonly Face[]) => msg.faces(fs.map((f) => (f === "?" ? msg.questionFace : String(f))));
  const where = (node: number) => {
    const p = ctx.place(node);
    if ("room" in p) return card(p.room);
    const [r, c] = p.cell;
    return p.question ? msg.questionSquare(r + 1, c + 1) : msg.square(r + 1, c + 1);
  };
  const three = (x: { suspect: string; weapon: string; room: string }) =>
    [card(x.suspect), card(x.weapon), card(x.room)] as const;
  const { terms } = names;
  switch (e.type) {
    case "game-started": {
      const start = msg.gameStarted(e.seats.length, e.handSizes);
      const pool =
        e.pool > 0 && ctx.poolRoom ? [msg.poolDealt(e.pool, terms.card, terms.cards, card(ctx.poolRoom))] : [];
      return msg.sentences([start, ...pool, msg.firstPlayer(who(e.first), you(e.first))]);
    }
    case "first-roll":
      return msg.sentences(
        e.rounds.map((round, i) => msg.firstRoll(i + 1, msg.list(round.map((r) => msg.score(whom(r.seat), r.total))))),
      );
    case "turn-started":
      return msg.turnStarted(e.turn, name(e.seat), you(e.seat));
    case "rolled":
      return msg.rolled(who(e.seat), faces(e.faces), e.steps);
    case "moved":
      return msg.moved(who(e.seat), where(e.to));
    case "passage":
      return msg.passage(who(e.seat), where(e.from), where(e.to));
    case "intrigue-drawn": {
      const d = e.drawn;
      if (d.kind === "clock")
        return d.last
          ? msg.lastClockDrawn(who(e.seat), ctx.clocks || d.count)
          : msg.clockDrawn(who(e.seat), d.count, ctx.clocks);
      if (d.kind === "keeper") return msg.keeperDrawn(who(e.seat), names.keeper(d.keeper).name);
      return msg.nothingDrawn(who(e.seat));
    }
    case "suggested":
      return msg.suggested(terms.suggestion, whom(e.seat), ...three(e));
    case "token-moved":
      return e.why === "suggestion"
        ? msg.calledIn(card(e.suspect), where(e.to))
        : msg.movedAside(card(e.suspect), where(e.to));
    case "weapon-moved":
      return msg.weaponMoved(card(e.weapon), where(e.to));
    case "cannot-disprove":
      return msg.cannotDisprove(who(e.seat));
    case "must-show":
      return msg.mustShow(who(e.seat), whom(e.to));
    case "card-shown":
      return e.card
        ? msg.cardShownSeen(who(e.seat), whom(e.to), msg.oneCard(card(e.card), ctx.suspects.has(e.card)))
        : msg.cardShown(who(e.seat), whom(e.to));
    case "not-disproved":
      return msg.notDisproved(terms.suggestion);
    case "accused": {
      const said = (e.correct ? msg.accusedRight : msg.accusedWrong)(terms.accusation, whom(e.seat), ...three(e));
      return !e.correct && e.cards ? msg.sentences([said, msg.envelopeSeen(terms.envelope, cards(e.cards))]) : said;
    }
    case "eliminated":
      return e.reason === "clock"
        ? msg.outByClock(name(e.seat), you(e.seat))
        : msg.outByAccusation(name(e.seat), you(e.seat));
    case "hand-revealed":
      return msg.handRevealed(name(e.seat), you(e.seat), cards(e.cards));
    case "pool-looked": {
      const room = card(ctx.poolRoom ?? "");
      return e.cards ? msg.poolLookedSeen(room, cards(e.cards)) : msg.poolLooked(who(e.seat), room);
    }
    case "effect": {
      // The event names the power in the edition's own words; the seat's suspect finds its translation.
      const power = (own: string) => names.power(ctx.seats[e.seat]?.suspect ?? "").name || own;
      const source =
        "keeper" in e.source
          ? msg.keeperPlayed(who(e.seat), names.keeper(e.source.keeper).name)
          : msg.powerUsed(who(e.seat), power(e.source.power));
      return msg.sentences([source, effect(e.effect, e.seat)]);
    }
    case "peeked":
      return e.card
        ? msg.peekedSeen(whom(e.target), card(e.card))
        : msg.peeked(who(e.seat), whom(e.target), you(e.target));
    case "turn-ended":
      return msg.turnEnded(who(e.seat));
    case "game-over": {
      const answer = cards(e.cards);
      const w = e.result.winner;
      if (w === null) return msg.nobodyWon(answer);
      return (e.result.reason === "last-player" ? msg.lastLeft : msg.won)(name(w), you(w), answer);
    }
    default:
      // An entry of a newer engine (an imported save): said as nothing rather than failing the log.
      return unknown(e);
  }

  function effect(n: Extract<LogEntry, { type: "effect" }>["effect"], seat: Seat): string {
    switch (n.kind) {
      case "extraTurn":
        return msg.extraTurn(name(seat), you(seat));
      case "moveToRoom":
        return msg.moveToRoom(who(seat), card(n.room));
      case "peekCard":
        return msg.peekCard(who(seat), whom(n.target), you(n.target));
      case "addSteps":
        return msg.addSteps(n.steps);
      case "rollAgain":
        return msg.rollAgain(faces(n.faces), n.steps);
      case "cancelClock":
        return msg.cancelClock(n.clocksUp);
      default:
        return unknown(n);
    }
  }
}
